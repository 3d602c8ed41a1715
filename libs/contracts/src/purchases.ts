import { z } from 'zod';
import type { Page, Size, Color } from './catalog';
import {
  POS_FIELDS_ONLY_AT_TILL,
  pointOfSaleFields,
  REGISTER_ID_REQUIRED,
  SALE_CHANNELS,
  TENDERED_ONLY_FOR_CASH,
  type SaleChannel,
} from './point-of-sale';
import { discountCodeInputSchema } from './discount-codes';
import { checkDeliveryAddress, checkoutAddressFields, type ShippingAddress } from './addresses';
import {
  asksTillDiscounts,
  tillDiscountFields,
  TILL_DISCOUNTS_ONLY_AT_TILL,
  type DiscountReason,
} from './till-discounts';
import type { PurchaseFulfilmentFields } from './fulfilment';
import type { PurchaseReturnFields } from './return-answers';
import type { UserProfile } from './users';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PURCHASE_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  type PurchaseStatus,
} from './purchase-statuses';

/**
 * docs/product/roles-and-rules.md#business-constants-and-limits: purchases come in pages of 20; the
 * customer dashboard shows the last 5.
 */
export const PURCHASE_PAGE_SIZE = 20;
export const RECENT_PURCHASES = 5;
/** The most pieces of one product a single purchase may take. */
export const MAX_LINE_QUANTITY = 1000;

/**
 * The product as a purchase line shows it (docs/product/purchases.md#purchase-detail: image,
 * name, SKU, brand, size, colour).
 */
export interface PurchaseItemProduct {
  id: number;
  name: string;
  sku: string;
  brand: string;
  size: Size;
  color: Color;
  image_url: string | null;
}

/** A purchase line; prices are the ones of the moment of sale. */
export interface PurchaseItem {
  id: number;
  product_id: number;
  product: PurchaseItemProduct;
  quantity: number;
  unit_price: number;
  /** unit × quantity, before tax. */
  total_price: number;
  /** The line's tax as charged: total_price × tax_rate %, rounded half up to the cent (docs/product/tax.md). */
  tax: number;
  /** The rate applied, in percent (0 when untaxed or exempt), and its name then (null when none). */
  tax_rate: number;
  tax_rate_name: string | null;
  /** The till discount given on this line (docs/product/point-of-sale.md#discounts); 0 and null without. */
  discount_amount: number;
  discount_reason: DiscountReason | null;
  discount_note: string | null;
}

/** The staff member who rang up a till sale, as a purchase names them. */
export type PurchaseCashier = Pick<UserProfile, 'id' | 'username' | 'first_name' | 'last_name'>;

/**
 * `GET /purchases/{id}` returns `{ purchase }`; lists return these too. With its returns
 * (`PurchaseReturnFields`, docs/product/returns.md) and its fulfilment
 * (`PurchaseFulfilmentFields`, docs/product/purchases.md#fulfilment).
 */
export interface Purchase extends PurchaseReturnFields, PurchaseFulfilmentFields {
  id: number;
  /**
   * The account the purchase is filed under: the buyer of a web order; at the till, the attached
   * customer, else the cashier (a walk-in sale has no account of its own;
   * docs/decisions/0094-a-till-sale-names-its-cashier.md).
   */
  user: Pick<
    UserProfile,
    'id' | 'username' | 'email' | 'first_name' | 'last_name' | 'phone' | 'address'
  >;
  /** Who rang up a till sale; null on a web order. */
  cashier: PurchaseCashier | null;
  items: PurchaseItem[];
  /** Σ lines' total_price, before tax. */
  subtotal: number;
  /** Σ lines' tax, as charged when bought (a later rate change leaves it alone). */
  tax: number;
  /**
   * Shipping charged on a web order by the shop's rule at the time (docs/product/settings.md#shipping);
   * 0 at the till.
   */
  shipping_amount: number;
  /** The discount code the order was placed with (docs/product/discount-codes.md), else null. */
  discount_code: string | null;
  /**
   * Everything taken off the subtotal: the code's discount on the web; at the till the lines'
   * discounts plus the sale's (docs/product/point-of-sale.md#discounts). 0 without any.
   */
  discount_amount: number;
  /** The till's discount on the whole sale, with its reason; 0 and null without. */
  sale_discount_amount: number;
  sale_discount_reason: DiscountReason | null;
  sale_discount_note: string | null;
  /** What the buyer pays: subtotal − discount_amount + tax + shipping_amount. */
  total_amount: number;
  status: PurchaseStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  notes: string | null;
  /** ISO 8601. */
  created_at: string;
  /** `web` (storefront checkout) or `pos` (rung up by staff at the till). */
  channel: SaleChannel;
  /** The till's optional customer details (also written into `notes`); null on web orders. */
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  /** Cash handed over at the till, and the change due (tendered − total, by the server); else null. */
  amount_tendered: number | null;
  change_due: number | null;
  /**
   * ISO 8601: until when an unpaid card order holds its stock (the store's card_hold_minutes);
   * null once paid, failed, or for cash (docs/product/cart-and-checkout.md#paying-by-card).
   */
  payment_due_at?: string | null;
  /** Where a web order goes, copied at checkout (addresses.ts); null at the till and before. */
  shipping_address: ShippingAddress | null;
}

export interface PurchaseList extends Page {
  purchases: Purchase[];
}

export interface PurchaseResponse {
  purchase: Purchase;
}

const quantityError = `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

/** The lines a purchase (or a quote) asks for: at most 100, each a product and how many. */
export const purchaseItemsSchema = z
  .array(
    z.object({
      product_id: z
        .number({ error: 'product_id must be a positive integer' })
        .int({ error: 'product_id must be a positive integer' })
        .positive({ error: 'product_id must be a positive integer' }),
      quantity: z
        .number({ error: quantityError })
        .int({ error: quantityError })
        .min(1, { error: quantityError })
        .max(MAX_LINE_QUANTITY, { error: quantityError }),
    }),
    { error: 'items must be a list' },
  )
  .min(1, { error: 'A purchase needs at least one item' })
  .max(100, { error: 'A purchase may have at most 100 lines' });

/**
 * `POST /purchases/` body (docs/product/api.md#purchases). The client may still send `unit_price`,
 * `total_price`, `status` and `payment_status` as the product's screens do
 * (docs/product/api.md#purchases): they are accepted and ignored, because the server prices the
 * lines and decides the status. Staff at the till send `channel: "pos"` (a customer doing so is
 * refused with 403,
 * `POS_STAFF_ONLY`), with the register they sell on (`register_id`, which needs an open drawer
 * session: docs/product/registers.md#a-sale-needs-an-open-session), the optional customer details
 * and, for cash, `amount_tendered`.
 */
export const createPurchaseSchema = z
  .object({
    items: purchaseItemsSchema,
    payment_method: z.enum(PAYMENT_METHODS, {
      error: `payment_method must be one of ${PAYMENT_METHODS.join(', ')}`,
    }),
    notes: z
      .string({ error: 'notes must be text' })
      .trim()
      .max(1000, { error: 'notes must be at most 1000 characters' })
      .nullish(),
    channel: z
      .enum(SALE_CHANNELS, { error: `channel must be one of ${SALE_CHANNELS.join(', ')}` })
      .optional(),
    /** A web order's discount code (docs/product/discount-codes.md). */
    discount_code: discountCodeInputSchema.optional(),
    ...pointOfSaleFields,
    /** A web order's delivery address (addresses.ts). */
    ...checkoutAddressFields,
    ...tillDiscountFields,
  })
  .superRefine((body, context) => {
    checkDeliveryAddress(body, context);
    const tillFields = [
      body.customer_id,
      body.customer_name,
      body.customer_email,
      body.customer_phone,
      body.amount_tendered,
      body.register_id,
    ];
    if (body.channel !== 'pos' && tillFields.some((value) => value != null))
      context.addIssue({ code: 'custom', message: POS_FIELDS_ONLY_AT_TILL, path: ['channel'] });
    else if (body.channel !== 'pos' && asksTillDiscounts(body))
      context.addIssue({ code: 'custom', message: TILL_DISCOUNTS_ONLY_AT_TILL, path: ['channel'] });
    else if (body.channel === 'pos' && body.discount_code !== undefined)
      context.addIssue({
        code: 'custom',
        message: 'discount_code is for web orders',
        path: ['discount_code'],
      });
    else if (body.channel === 'pos' && body.register_id == null)
      context.addIssue({ code: 'custom', message: REGISTER_ID_REQUIRED, path: ['register_id'] });
    else if (body.amount_tendered != null && body.payment_method !== 'cash')
      context.addIssue({
        code: 'custom',
        message: TENDERED_ONLY_FOR_CASH,
        path: ['amount_tendered'],
      });
  });
export type CreatePurchaseRequest = z.output<typeof createPurchaseSchema>;

/**
 * What a client sends to `POST /purchases/`: the request plus the ignored fields of
 * docs/product/api.md#purchases.
 */
export type CreatePurchaseBody = z.input<typeof createPurchaseSchema> & {
  items: (z.input<typeof createPurchaseSchema>['items'][number] & {
    unit_price?: number;
    total_price?: number;
  })[];
  status?: PurchaseStatus;
  payment_status?: PaymentStatus;
};

/** `PUT /purchases/{id}` body (staff): every field optional, at least one present. */
export const updatePurchaseSchema = z
  .object({
    status: z
      .enum(PURCHASE_STATUSES, { error: `status must be one of ${PURCHASE_STATUSES.join(', ')}` })
      .optional(),
    payment_status: z
      .enum(PAYMENT_STATUSES, {
        error: `payment_status must be one of ${PAYMENT_STATUSES.join(', ')}`,
      })
      .optional(),
    notes: z
      .string({ error: 'notes must be text' })
      .trim()
      .max(1000, { error: 'notes must be at most 1000 characters' })
      .nullish(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update: send status, payment_status or notes',
  });
export type UpdatePurchaseRequest = z.output<typeof updatePurchaseSchema>;
