import { z } from 'zod';
import {
  POS_FIELDS_ONLY_AT_TILL,
  pointOfSaleFields,
  REGISTER_ID_REQUIRED,
  SALE_CHANNELS,
  TENDERED_ONLY_FOR_CASH,
} from './point-of-sale';
import { discountCodeInputSchema } from './discount-codes';
import { checkDeliveryAddress, checkoutAddressFields } from './addresses';
import {
  asksTillDiscounts,
  tillDiscountFields,
  TILL_DISCOUNTS_ONLY_AT_TILL,
} from './till-discounts';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PURCHASE_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  type PurchaseStatus,
} from './purchase-statuses';
import {
  PAYMENT_METHOD_REQUIRED,
  SPLIT_OR_SINGLE_METHOD,
  SPLIT_TENDERED_IN_CASH_PART,
  tendersSchema,
} from './split-tender';
import { MAX_LINE_QUANTITY } from './purchases';

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
    /** One method for the whole total; leave it out when sending `tenders`. */
    payment_method: z
      .enum(PAYMENT_METHODS, {
        error: `payment_method must be one of ${PAYMENT_METHODS.join(', ')}`,
      })
      .optional(),
    /**
     * At the till only, instead of `payment_method`: a split sale's cash part (handed over) and
     * card part (charged) (docs/product/point-of-sale.md#split-tender; split-tender.ts).
     */
    tenders: tendersSchema.optional(),
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
      body.tenders,
    ];
    const payment =
      body.payment_method === undefined && body.tenders === undefined
        ? { message: PAYMENT_METHOD_REQUIRED, path: 'payment_method' }
        : body.payment_method !== undefined && body.tenders !== undefined
          ? { message: SPLIT_OR_SINGLE_METHOD, path: 'tenders' }
          : body.tenders !== undefined && body.amount_tendered != null
            ? { message: SPLIT_TENDERED_IN_CASH_PART, path: 'amount_tendered' }
            : null;
    if (payment) {
      context.addIssue({ code: 'custom', message: payment.message, path: [payment.path] });
      return;
    }
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
  })
  // A split is stored as a card sale with its parts beside it (docs/decisions/0113-split-tender.md).
  .transform(({ payment_method, ...body }) => {
    const method: PaymentMethod = payment_method ?? 'card';
    return { ...body, payment_method: method };
  });
export type CreatePurchaseRequest = z.output<typeof createPurchaseSchema>;

/**
 * What a client sends to `POST /purchases/`: the request plus the ignored fields of
 * docs/product/api.md#purchases.
 */
export type CreatePurchaseBody = z.input<typeof createPurchaseSchema> & {
  items: (NonNullable<z.input<typeof createPurchaseSchema>['items']>[number] & {
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
