import type {
  CreatePurchaseBody,
  LineDiscountInput,
  PaymentMethod,
  TenderInput,
  TillDiscountInput,
} from '@shop/contracts';
import type { TillLine } from '../till.slice';

/** The customer's details as the form parsed them: trimmed, and null when left blank. */
export interface SaleCustomer {
  customer_name?: string | null;
  customer_email?: string | null;
  customer_phone?: string | null;
}

const CUSTOMER_FIELDS = ['customer_name', 'customer_email', 'customer_phone'] as const;

/**
 * The `POST /purchases/` body of a till sale (docs/product/api.md#purchases): the lines, the
 * payment, `channel: "pos"` and the till's register (its open session takes the sale), the
 * attached customer's account, the customer details given and, for cash, the amount tendered. The server prices it, writes the notes and records it completed and paid.
 * Built in one fixed order, so the same sale always gives the same body (its
 * idempotency key is reused only for an identical body).
 */
export function saleBodyFor(
  lines: readonly TillLine[],
  /** One method for the whole total, or a split's cash and card parts (split-tender.tsx). */
  method: PaymentMethod | readonly TenderInput[],
  customer: SaleCustomer,
  tendered: number | null,
  registerId: number,
  /** The attached customer's account (docs/product/point-of-sale.md#customers-at-the-till). */
  customerId: number | null = null,
  /** The till's discounts (docs/product/point-of-sale.md#discounts); the server prices them. */
  discounts: { line_discounts?: LineDiscountInput[]; sale_discount?: TillDiscountInput } = {},
): CreatePurchaseBody {
  const body: CreatePurchaseBody = {
    items: lines.map((line) => ({ product_id: line.id, quantity: line.quantity })),
    ...(typeof method === 'string'
      ? { payment_method: method }
      : { tenders: method.map((tender) => ({ ...tender })) }),
    channel: 'pos',
    register_id: registerId,
  };
  if (customerId !== null) body.customer_id = customerId;
  for (const field of CUSTOMER_FIELDS) {
    const value = customer[field];
    if (value) body[field] = value;
  }
  if (method === 'cash' && tendered !== null) body.amount_tendered = tendered;
  if (discounts.line_discounts) body.line_discounts = discounts.line_discounts;
  if (discounts.sale_discount) body.sale_discount = discounts.sale_discount;
  return body;
}

/** The details an earlier attempt of this sale was sent with, to fill the form again. */
export function customerOf(body: CreatePurchaseBody | undefined) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    customer_name: text(body?.customer_name),
    customer_email: text(body?.customer_email),
    customer_phone: text(body?.customer_phone),
  };
}

/** Whether a body is for exactly these lines (same products, same quantities, same order). */
export function isForLines(body: CreatePurchaseBody, lines: readonly TillLine[]): boolean {
  return (
    body.items.length === lines.length &&
    body.items.every(
      (item, at) => item.product_id === lines[at]?.id && item.quantity === lines[at]?.quantity,
    )
  );
}
