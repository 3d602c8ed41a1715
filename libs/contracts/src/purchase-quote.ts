import { z } from 'zod';
import { discountCodeInputSchema } from './discount-codes';
import { SALE_CHANNELS } from './point-of-sale';
import { purchaseItemsSchema } from './purchase-requests';
import {
  asksTillDiscounts,
  tillDiscountFields,
  TILL_DISCOUNTS_ONLY_AT_TILL,
} from './till-discounts';

/**
 * `POST /purchases/quote` (public): the cart priced by the server as a purchase would be, tax
 * and shipping included, without buying anything (docs/product/tax.md#the-cart-and-checkout).
 * `channel` (default `web`) picks the rules: the till (`pos`) charges no shipping.
 */
export const purchaseQuoteSchema = z
  .object({
    items: purchaseItemsSchema,
    channel: z
      .enum(SALE_CHANNELS, { error: `channel must be one of ${SALE_CHANNELS.join(', ')}` })
      .optional(),
    discount_code: discountCodeInputSchema.optional(),
    /** The till's discounts (channel `pos` only), priced as the sale will price them. */
    ...tillDiscountFields,
  })
  .refine((body) => body.channel === 'pos' || !asksTillDiscounts(body), {
    error: TILL_DISCOUNTS_ONLY_AT_TILL,
    path: ['channel'],
  });
export type PurchaseQuoteRequest = z.output<typeof purchaseQuoteSchema>;
export type PurchaseQuoteBody = z.input<typeof purchaseQuoteSchema>;

export interface PurchaseQuoteLine {
  product_id: number;
  quantity: number;
  unit_price: number;
  total_price: number;
  tax: number;
  tax_rate: number;
  /** The till discount on this line; 0 without. */
  discount_amount: number;
}

export interface PurchaseQuote {
  items: PurchaseQuoteLine[];
  subtotal: number;
  tax: number;
  /** Shipping by the shop's rule on a web order; 0 at the till. */
  shipping_amount: number;
  /** The code applied, and what it takes off (docs/product/discount-codes.md); null and 0 without. */
  discount_code: string | null;
  discount_amount: number;
  /** The till's discount on the whole sale (after the lines' own); 0 without. */
  sale_discount_amount: number;
  /** subtotal − discount_amount + tax + shipping_amount: what checkout charges now. */
  total_amount: number;
}
