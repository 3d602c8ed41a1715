import { MAX_LINE_QUANTITY } from '@shop/contracts';

export interface RequestedLine {
  product_id: number;
  quantity: number;
}

export type MergedLines = { ok: true; lines: Map<number, number> } | { ok: false; error: string };

/**
 * Adds up the quantities of lines that name the same product, in ascending product
 * id order, so a cart that lists a product twice is one line of the sum. The limit
 * applies to the sum, or splitting a line would get round it.
 */
export function mergeLines(items: readonly RequestedLine[]): MergedLines {
  const totals = new Map<number, number>();
  for (const { product_id, quantity } of items)
    totals.set(product_id, (totals.get(product_id) ?? 0) + quantity);
  const lines = new Map([...totals].sort(([a], [b]) => a - b));
  for (const [productId, quantity] of lines) {
    if (quantity > MAX_LINE_QUANTITY)
      return {
        ok: false,
        error: `Product ${productId}: at most ${MAX_LINE_QUANTITY} pieces per purchase, got ${quantity}`,
      };
  }
  return { ok: true, lines };
}
