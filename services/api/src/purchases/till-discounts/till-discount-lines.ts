import { BadRequestException } from '@nestjs/common';
import {
  LINE_DISCOUNT_TWICE,
  LINE_DISCOUNT_UNKNOWN_LINE,
  type LineDiscount,
  type TillDiscount,
} from '@shop/contracts';
import type { TillDiscounts } from '../pricing/till-discount-rule';

/**
 * The till's discounts lined up with the sale's merged lines (one per product, in their order),
 * or null when the request gives none. 400 for a discount on a product the sale does not hold, or
 * two on one line.
 */
export function tillDiscountsFor(
  lines: ReadonlyMap<number, number>,
  request: { line_discounts?: readonly LineDiscount[]; sale_discount?: TillDiscount | null },
): TillDiscounts | null {
  const given = request.line_discounts ?? [];
  const sale = request.sale_discount ?? null;
  if (!given.length && !sale) return null;
  const byProduct = new Map<number, TillDiscount>();
  for (const { product_id: productId, ...discount } of given) {
    if (!lines.has(productId)) throw new BadRequestException(LINE_DISCOUNT_UNKNOWN_LINE);
    if (byProduct.has(productId)) throw new BadRequestException(LINE_DISCOUNT_TWICE);
    byProduct.set(productId, discount);
  }
  return { lines: [...lines.keys()].map((id) => byProduct.get(id) ?? null), sale };
}
