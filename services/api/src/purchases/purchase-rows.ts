/**
 * The purchases of a list page as plain rows (docs/performance.md#the-orders-desk-at-a-million-purchases):
 * one statement for the purchases with their buyer, cashier, fulfilment staff and delivery address,
 * and whether each has returns or tender rows to read; one for their lines with the products.
 * Building ORM entities for a page of 20, with a query per relation, cost 20–30 ms of the API's
 * CPU per request; the answer is the same `toPurchaseBody`.
 */
import type { Knex } from '@mikro-orm/knex';
import type {
  Color,
  DiscountReason,
  FulfilmentStatus,
  PaymentMethod,
  PaymentStatus,
  PurchaseStatus,
  SaleChannel,
  ShippingAddress,
  Size,
} from '@shop/contracts';
import { readSqlDate } from '../common/sql-date';
import type { PurchaseItemView, PurchaseView } from './purchase.mapper';

/** A purchase as a page reads it, with what tells whether its returns and tenders need reading. */
export interface PagePurchase {
  view: PurchaseView;
  shippingAddress: ShippingAddress | null;
  hasReturns: boolean;
  hasTenders: boolean;
}

type SqlDate = Date | number | string;
type SqlInt = number | string;

/** A purchase row with its people, as `purchaseRowsQuery` selects it. */
export interface PurchaseRow {
  id: SqlInt;
  total_amount_cents: SqlInt;
  shipping_cents: SqlInt;
  tax_cents: SqlInt;
  discount_code: string | null;
  discount_cents: SqlInt;
  sale_discount_cents: SqlInt;
  sale_discount_reason: DiscountReason | null;
  sale_discount_note: string | null;
  status: PurchaseStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  notes: string | null;
  created_at: SqlDate;
  channel: SaleChannel;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  amount_tendered_cents: SqlInt | null;
  payment_due_at: SqlDate | null;
  fulfilment_status: FulfilmentStatus;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: SqlDate | null;
  delivered_at: SqlDate | null;
  user_id: SqlInt;
  user_username: string;
  user_email: string;
  user_first_name: string;
  user_last_name: string;
  user_phone: string | null;
  user_address: string | null;
  cashier_id: SqlInt | null;
  cashier_username: string | null;
  cashier_first_name: string | null;
  cashier_last_name: string | null;
  shipped_by_id: SqlInt | null;
  shipped_by_username: string | null;
  delivered_by_id: SqlInt | null;
  delivered_by_username: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zip: string | null;
  has_returns: SqlInt | boolean;
  has_tenders: SqlInt | boolean;
}

/** A line with its product, as `purchaseLinesQuery` selects it. */
export interface PurchaseLineRow {
  id: SqlInt;
  purchase_id: SqlInt;
  quantity: SqlInt;
  unit_price_cents: SqlInt;
  total_price_cents: SqlInt;
  tax_cents: SqlInt;
  tax_rate_thousandths: SqlInt;
  tax_rate_name: string | null;
  discount_cents: SqlInt;
  discount_reason: DiscountReason | null;
  discount_note: string | null;
  order_discount_cents: SqlInt;
  product_id: SqlInt;
  product_name: string;
  product_sku: string;
  product_brand: string;
  product_size: Size;
  product_color: Color;
  product_image_url: string | null;
}

const PURCHASE_COLUMNS = [
  ...['p.id', 'p.total_amount_cents', 'p.shipping_cents', 'p.tax_cents', 'p.discount_code'],
  ...['p.discount_cents', 'p.sale_discount_cents', 'p.sale_discount_reason'],
  ...['p.sale_discount_note', 'p.status', 'p.payment_status', 'p.payment_method', 'p.notes'],
  ...['p.created_at', 'p.channel', 'p.customer_name', 'p.customer_email', 'p.customer_phone'],
  ...['p.amount_tendered_cents', 'p.payment_due_at', 'p.fulfilment_status', 'p.carrier'],
  ...['p.tracking_number', 'p.shipped_at', 'p.delivered_at', 'p.user_id', 'p.cashier_id'],
  ...['p.shipped_by_id', 'p.delivered_by_id'],
  ...['u.username as user_username', 'u.email as user_email', 'u.first_name as user_first_name'],
  ...['u.last_name as user_last_name', 'u.phone as user_phone', 'u.address as user_address'],
  ...['c.username as cashier_username', 'c.first_name as cashier_first_name'],
  ...['c.last_name as cashier_last_name', 'sb.username as shipped_by_username'],
  'db.username as delivered_by_username',
  ...['a.line1 as address_line1', 'a.line2 as address_line2', 'a.city as address_city'],
  ...['a.state as address_state', 'a.zip as address_zip'],
];
// Their indexes on purchase_id answer each in one entry; most pages have no returns to read.
const HAS_RETURNS =
  'exists (select 1 from sale_return r where r.purchase_id = p.id) as has_returns';
const HAS_TENDERS =
  'exists (select 1 from purchase_tender t where t.purchase_id = p.id) as has_tenders';

/**
 * The purchases whose ids `ids` lists, or those a page's id query picks (joined as a derived
 * table: MariaDB takes no LIMIT inside `in (…)`), in the list's order, newest first.
 */
export function purchaseRowsQuery(
  knex: Knex,
  ids: Knex.QueryBuilder | readonly number[],
): Knex.QueryBuilder {
  const query = knex.select([...PURCHASE_COLUMNS, knex.raw(HAS_RETURNS), knex.raw(HAS_TENDERS)]);
  if (Array.isArray(ids)) query.from('purchase as p').whereIn('p.id', ids);
  else query.from((ids as Knex.QueryBuilder).as('page')).join('purchase as p', 'p.id', 'page.id');
  return query
    .join('user as u', 'u.id', 'p.user_id')
    .leftJoin('user as c', 'c.id', 'p.cashier_id')
    .leftJoin('user as sb', 'sb.id', 'p.shipped_by_id')
    .leftJoin('user as db', 'db.id', 'p.delivered_by_id')
    .leftJoin('purchase_address as a', 'a.purchase_id', 'p.id')
    .orderBy([
      { column: 'p.created_at', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ]);
}

/** The lines of these purchases with what the answer shows of each product. */
export function purchaseLinesQuery(knex: Knex, purchaseIds: readonly number[]): Knex.QueryBuilder {
  return knex
    .select(
      ...['pi.id', 'pi.purchase_id', 'pi.quantity', 'pi.unit_price_cents', 'pi.total_price_cents'],
      ...['pi.tax_cents', 'pi.tax_rate_thousandths', 'pi.tax_rate_name', 'pi.discount_cents'],
      ...['pi.discount_reason', 'pi.discount_note', 'pi.order_discount_cents', 'pi.product_id'],
      ...['pr.name as product_name', 'pr.sku as product_sku', 'pr.brand as product_brand'],
      ...['pr.size as product_size', 'pr.color as product_color'],
      'pr.image_url as product_image_url',
    )
    .from('purchase_item as pi')
    .join('product as pr', 'pr.id', 'pi.product_id')
    .whereIn('pi.purchase_id', [...purchaseIds]);
}

const optionalDate = (value: SqlDate | null) => (value === null ? null : readSqlDate(value));
const person = (id: SqlInt | null, username: string | null) =>
  id === null || username === null ? null : { id: Number(id), username };

/** A purchase row and its lines as the answer's mapper (`toPurchaseBody`) reads them. */
export function toPagePurchase(row: PurchaseRow, lines: readonly PurchaseLineRow[]): PagePurchase {
  return {
    view: toPurchaseView(row, lines),
    shippingAddress:
      row.address_line1 === null
        ? null
        : {
            line1: row.address_line1,
            line2: row.address_line2,
            city: row.address_city ?? '',
            state: row.address_state ?? '',
            zip: row.address_zip ?? '',
          },
    hasReturns: Number(row.has_returns) === 1,
    hasTenders: Number(row.has_tenders) === 1,
  };
}

function toPurchaseView(row: PurchaseRow, lines: readonly PurchaseLineRow[]): PurchaseView {
  return {
    id: Number(row.id),
    totalAmountCents: Number(row.total_amount_cents),
    shippingCents: Number(row.shipping_cents),
    taxCents: Number(row.tax_cents),
    discountCode: row.discount_code,
    discountCents: Number(row.discount_cents),
    saleDiscountCents: Number(row.sale_discount_cents),
    saleDiscountReason: row.sale_discount_reason,
    saleDiscountNote: row.sale_discount_note,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    notes: row.notes,
    createdAt: readSqlDate(row.created_at),
    channel: row.channel,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    amountTenderedCents:
      row.amount_tendered_cents === null ? null : Number(row.amount_tendered_cents),
    paymentDueAt: optionalDate(row.payment_due_at),
    user: {
      id: Number(row.user_id),
      username: row.user_username,
      email: row.user_email,
      firstName: row.user_first_name,
      lastName: row.user_last_name,
      phone: row.user_phone,
      address: row.user_address,
    },
    cashier:
      row.cashier_id === null
        ? null
        : {
            id: Number(row.cashier_id),
            username: row.cashier_username ?? '',
            firstName: row.cashier_first_name ?? '',
            lastName: row.cashier_last_name ?? '',
          },
    items: lines.map(toPurchaseItemView),
    fulfilmentStatus: row.fulfilment_status,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    shippedAt: optionalDate(row.shipped_at),
    deliveredAt: optionalDate(row.delivered_at),
    shippedBy: person(row.shipped_by_id, row.shipped_by_username),
    deliveredBy: person(row.delivered_by_id, row.delivered_by_username),
  };
}

function toPurchaseItemView(line: PurchaseLineRow): PurchaseItemView {
  return {
    id: Number(line.id),
    quantity: Number(line.quantity),
    unitPriceCents: Number(line.unit_price_cents),
    totalPriceCents: Number(line.total_price_cents),
    taxCents: Number(line.tax_cents),
    taxRateThousandths: Number(line.tax_rate_thousandths),
    taxRateName: line.tax_rate_name,
    discountCents: Number(line.discount_cents),
    discountReason: line.discount_reason,
    discountNote: line.discount_note,
    orderDiscountCents: Number(line.order_discount_cents),
    product: {
      id: Number(line.product_id),
      name: line.product_name,
      sku: line.product_sku,
      brand: line.product_brand,
      size: line.product_size,
      color: line.product_color,
      imageUrl: line.product_image_url,
    },
  };
}
