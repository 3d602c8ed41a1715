import { stockStatus } from '@shop/contracts';

/** How one active variant's stock change moves its style's summary (`style.stock_quantity` …). */
export interface StyleStockShift {
  stock: number;
  low: number;
  out: number;
}

/**
 * The shift of a style's summary when one of its active variants goes from `before` to `after`
 * units at `minimum`: the units, and the variant leaving one stock state's count for another's
 * (docs/product/inventory.md#stock-state). Kept by difference, never summed again: a sum would
 * read the sibling variants' records, which other sales hold locked
 * (docs/decisions/0119-the-style-list-summary-on-the-style.md).
 */
export function styleStockShift(before: number, after: number, minimum: number): StyleStockShift {
  const was = stockStatus(before, minimum);
  const is = stockStatus(after, minimum);
  const moved = (state: typeof was) => Number(is === state) - Number(was === state);
  return { stock: after - before, low: moved('low_stock'), out: moved('out_of_stock') };
}
