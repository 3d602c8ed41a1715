import { z } from 'zod';
import type { Color, Size } from './catalog';
import { purchaseItemsSchema } from './purchase-requests';
import type { TillCustomer } from './till-customers';
import { tillDiscountFields, type LineDiscount, type TillDiscount } from './till-discounts';

/**
 * Held sales (docs/product/point-of-sale.md#held-sales): a till's cart parked with a note, listed
 * on every register, resumed or discarded. They reserve no stock.
 */
export const HELD_SALE_HOURS = 24;
export const HELD_SALE_NOTE_MAX = 200;
export const HELD_SALE_NOTE_REQUIRED = 'Write a note saying whose sale it is';
/** 404 for a held sale resumed or discarded elsewhere, or past its 24 hours. */
export const HELD_SALE_GONE = 'This held sale is gone: it was resumed, discarded or has expired';
/** 400 when a held line names a product that is not on sale. */
export const heldProductNotOnSale = (id: number) => `Product ${id} is not on sale`;

const positiveId = (field: string) =>
  z
    .number({ error: `${field} must be a positive integer` })
    .int({ error: `${field} must be a positive integer` })
    .positive({ error: `${field} must be a positive integer` });

/**
 * `POST /pos/held-sales`: the till's lines, its register, a note, the attached customer and the
 * discounts given (docs/decisions/0114-held-sales-keep-their-discounts.md): kept as given, priced
 * and judged against a limit only when the sale is completed.
 */
export const holdSaleSchema = z.object({
  register_id: positiveId('register_id'),
  note: z
    .string({ error: HELD_SALE_NOTE_REQUIRED })
    .trim()
    .min(1, { error: HELD_SALE_NOTE_REQUIRED })
    .max(HELD_SALE_NOTE_MAX, {
      error: `The note must be at most ${HELD_SALE_NOTE_MAX} characters`,
    }),
  items: purchaseItemsSchema,
  customer_id: positiveId('customer_id').nullish(),
  ...tillDiscountFields,
});
export type HoldSaleRequest = z.output<typeof holdSaleSchema>;

/** `POST /pos/held-sales/{id}/resume`: the register it is resumed on (for the audit trail). */
export const resumeHeldSaleSchema = z.object({ register_id: positiveId('register_id') });
export type ResumeHeldSaleRequest = z.output<typeof resumeHeldSaleSchema>;

/** A held line as the till loads it: today's name, price and stock, and the quantity held. */
export interface HeldSaleLine {
  product_id: number;
  name: string;
  brand: string;
  sku: string;
  size: Size;
  color: Color;
  /** Dollars, today's price: the sale is priced when it is completed. */
  selling_price: number;
  quantity_in_stock: number;
  quantity: number;
}

export interface HeldSale {
  id: number;
  note: string;
  register: { id: number; name: string };
  held_by: { id: number; name: string };
  /** ISO 8601. */
  held_at: string;
  /** ISO 8601: 24 hours after `held_at`; past it the sale is neither listed nor resumed. */
  expires_at: string;
  customer: TillCustomer | null;
  /** The lines whose product is still on sale. */
  lines: HeldSaleLine[];
  /**
   * The discounts given before it was held, as given (a percentage or an amount, with the reason),
   * for the lines still on sale; the till sends them again with the sale, which prices them and asks
   * for an approval when they are over the cashier's limit. No approval is kept with a hold.
   */
  line_discounts: LineDiscount[];
  sale_discount: TillDiscount | null;
  /** Pieces, and their total at today's prices in dollars, before any discount. */
  item_count: number;
  total: number;
}

export interface HeldSaleList {
  held_sales: HeldSale[];
}

export interface HeldSaleResponse {
  held_sale: HeldSale;
}
