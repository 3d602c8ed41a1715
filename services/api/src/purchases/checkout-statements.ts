import { TILL_CUSTOMER_NOT_FOUND, type PaymentMethod, type Role } from '@shop/contracts';
import { CURRENT_TOKEN_SQL } from '../auth/current-token.sql';
import { tokenRefused, type TokenBearer } from '../auth/token-bearer';
import type { Product } from '../catalog/product.entity';
import { valueRows, type SqlTransaction } from '../database/sql';
import { BadRequestException, ConflictException } from '@nestjs/common';
import { noOpenSession, REGISTER_NOT_FOUND } from '@shop/contracts';
import { taxTableOf, type TaxTable, type TaxTableRow } from '../tax/tax-table';
import type { KeyedRequest } from './idempotency';
import type { PurchaseItemView, PurchaseView } from './purchase.mapper';
import type { TenderView } from './purchase-tenders';

/**
 * The checkout's hand-written statements (database/README.md says why they are not the
 * ORM's): read the basket and the tax rules, write the sale with its idempotency key.
 * checkout.service.ts runs them in one transaction.
 */

/**
 * A product as a sale reads it: what the answer shows, what the line is priced at, and its
 * category, which decides its tax rate.
 */
type SaleProduct = { categoryId: number } & Pick<
  Product,
  | 'id'
  | 'name'
  | 'sku'
  | 'brand'
  | 'size'
  | 'color'
  | 'imageUrl'
  | 'sellingPriceCents'
  | 'costPriceCents'
>;

/** The buyer as the answer shows them, and the stored role that sets the opening status. */
export type Buyer = PurchaseView['user'] & { role: Role };

export type SaleLine = PurchaseItemView & { product: SaleProduct; unitCostCents: number };
/** A line as the basket reads it, before pricing (pricing/price-order.ts) gives its total and tax. */
export type BasketLine = Omit<
  SaleLine,
  | 'totalPriceCents'
  | 'taxCents'
  | 'taxRateThousandths'
  | 'taxRateName'
  | 'discountCents'
  | 'discountReason'
  | 'discountNote'
  | 'orderDiscountCents'
> & { categoryId: number };
export type Sale = PurchaseView & {
  user: Buyer;
  items: SaleLine[];
  /** The drawer session a till sale is rung up in; null on the web. */
  registerSessionId: number | null;
  /** Who approved a till discount beyond the cashier's limit (docs/product/point-of-sale.md#discounts). */
  discountApprovedById: number | null;
  /** A till sale's tenders, written beside it (purchase-tenders.ts); none on the web. */
  tenders: TenderView[];
};

/** The buyer's account beside each product found, or alone when none is. */
type BasketRow = Omit<Buyer, 'id'> & { buyerId: number; openUnpaid?: number | string } & (
    SaleProduct | { [column in keyof SaleProduct]: null }
  );

/** Only the columns a sale uses, named as the entities name them. */
const BUYER_COLUMNS =
  'u.id as buyerId, u.username, u.email, u.first_name as firstName,' +
  ' u.last_name as lastName, u.phone, u.address, u.role';
/**
 * The buyer's open web orders (pending or processing) not paid for (order-limits.ts): for cash,
 * payment pending or failed and not yet settled; for card, awaiting the provider. Read only for a
 * web order that may open unpaid, through the (user_id, created_at) index.
 */
const OPEN_UNPAID_STATUSES = {
  cash: "('pending', 'failed')",
  card: "('awaiting_payment')",
} as const;
const openUnpaidColumn = (method: PaymentMethod) =>
  "(select count(*) from purchase o where o.user_id = u.id and o.channel = 'web'" +
  ` and o.payment_status in ${OPEN_UNPAID_STATUSES[method]}` +
  " and o.status in ('pending', 'processing')) as openUnpaid";
const SALE_PRODUCT_COLUMNS =
  'p.id, p.name, p.sku, p.brand, p.size, p.color, p.image_url as imageUrl,' +
  ' p.selling_price_cents as sellingPriceCents, p.cost_price_cents as costPriceCents,' +
  ' p.category_id as categoryId';
/** The default rate and each category's own rule (tax/tax-table.ts reads the rows). */
const TAX_TABLE =
  'select ct.category_id as categoryId, ct.rule, r.name, r.percent_thousandths as thousandths' +
  ' from category_tax ct left join tax_rate r on r.id = ct.rate_id' +
  " union all select null, 'default', r.name, r.percent_thousandths from tax_rate r" +
  ' where r.is_default = 1';

const INSERT_PURCHASE =
  'insert into purchase (user_id, total_amount_cents, shipping_cents, status, payment_status,' +
  ' payment_method, notes, created_at, channel, customer_name, customer_email,' +
  ' customer_phone, amount_tendered_cents, tax_cents, cashier_id, discount_code, discount_cents,' +
  ' payment_due_at, register_session_id, sale_discount_cents, sale_discount_reason,' +
  ' sale_discount_note, discount_approved_by_id)' +
  ` values ${valueRows(1, 23)}`;
const INSERT_PURCHASE_ITEM =
  'insert into purchase_item (purchase_id, product_id, quantity, unit_price_cents,' +
  ' unit_cost_cents, total_price_cents, tax_cents, tax_rate_thousandths, tax_rate_name,' +
  ' discount_cents, discount_reason, discount_note, order_discount_cents)' +
  ` values ${valueRows(1, 13)}`;
const INSERT_TENDER =
  'insert into purchase_tender (purchase_id, method, amount_cents)' + ` values ${valueRows(1, 3)}`;
const INSERT_KEY =
  'insert into idempotency_key (user_id, idempotency_key, fingerprint, purchase_id, created_at)' +
  ` values ${valueRows(1, 5)}`;

/**
 * The buyer's account, which must still be active and accept the token (its version, not
 * signed out: docs/architecture.md#sessions-limits-and-client-addresses), and the lines priced from
 * the catalogue, never from the client (docs/architecture.md#api), keeping the unit cost of the
 * moment for the profit report. One statement reads both, so checking the account and the token
 * costs the checkout no statement of its own. A missing or hidden product refuses the purchase.
 * With
 * `countOpenUnpaid` (a payment method) it also counts the buyer's open unpaid web orders of that
 * method (`openUnpaid`).
 */
export async function readBasket(
  sql: SqlTransaction,
  token: TokenBearer,
  quantities: ReadonlyMap<number, number>,
  countOpenUnpaid: PaymentMethod | null,
): Promise<{ buyer: Buyer; basket: BasketLine[]; openUnpaid: number }> {
  const ids = [...quantities.keys()];
  const rows = await sql.rows<BasketRow>(
    `select ${BUYER_COLUMNS}, ${countOpenUnpaid ? `${openUnpaidColumn(countOpenUnpaid)}, ` : ''}` +
      `${SALE_PRODUCT_COLUMNS} from user u` +
      ` left join product p on p.id in (${ids.map(() => '?').join(', ')}) and p.is_active = 1` +
      ` where u.id = ? and u.is_active = 1 and ${CURRENT_TOKEN_SQL('u')}`,
    [...ids, token.accountId, token.tokenVersion, token.tokenId],
  );
  const [account] = rows;
  if (!account) throw tokenRefused();
  const { buyerId, username, email, firstName, lastName, phone, address, role } = account;
  const buyer = { id: Number(buyerId), username, email, firstName, lastName, phone, address, role };

  const byId = new Map<number, SaleProduct>();
  for (const row of rows) if (row.id !== null) byId.set(Number(row.id), row);
  const basket = [...quantities].map(([id, quantity]): BasketLine => {
    const product = byId.get(id);
    if (!product) throw new BadRequestException(`Product ${id} not found`);
    return {
      id: 0,
      product,
      quantity,
      unitPriceCents: product.sellingPriceCents,
      unitCostCents: product.costPriceCents,
      categoryId: Number(product.categoryId),
    };
  });
  return { buyer, basket, openUnpaid: Number(account.openUnpaid ?? 0) };
}

/** The tax rules as they stand in this transaction: what this sale's lines are taxed at. */
export async function readTaxTable(sql: SqlTransaction): Promise<TaxTable> {
  return taxTableOf(await sql.rows<TaxTableRow>(TAX_TABLE, []));
}

/**
 * The buyer's account row lock, taken first in the sale's transaction when it counts a limit of
 * theirs (a code's uses per customer, their saved addresses): writes the row unchanged, as
 * `lockOwnerRow` does for the ORM's paths (users/owner-lock.ts says why first).
 */
export async function lockOwner(sql: SqlTransaction, userId: number): Promise<void> {
  await sql.write('update user set role = role where id = ?', [userId]);
}

/** A till's register and its open drawer session, if one is open. */
export interface TillRegister {
  name: string;
  sessionId: number | null;
}

/**
 * The open drawer session of the till's register, taken for this sale
 * (docs/product/registers.md#a-sale-needs-an-open-session): one more on its change count, with the
 * session still open in the condition. That row lock is held to the commit, so a close waits for
 * this sale and its Z report counts it, and a sale after the close finds no open session (409).
 */
export async function takeOpenSession(sql: SqlTransaction, registerId: number): Promise<number> {
  const [register] = await sql.rows<TillRegister>(
    'select r.name, s.id as sessionId from register r' +
      ' left join register_session s on s.open_register_id = r.id where r.id = ?',
    [registerId],
  );
  if (!register) throw new BadRequestException(REGISTER_NOT_FOUND);
  return holdOpenSession(sql, register, noOpenSession);
}

/**
 * Takes `register`'s session as `takeOpenSession` does, or 409 `refusal`. A return at the till
 * reads its register before its transaction and starts the transaction here
 * (returns/till-returns.service.ts): on MySQL a plain read would fix the transaction's snapshot
 * before the purchase's lock, and the return would not see the returns it queued behind.
 */
export async function holdOpenSession(
  sql: SqlTransaction,
  register: TillRegister,
  refusal: (register: string) => string,
): Promise<number> {
  const taken =
    register.sessionId !== null &&
    // By the primary key alone, as the close updates it: both lock the row, then the close
    // its open_register_id entry, in one order (another order deadlocked on MySQL).
    (
      await sql.write(
        'update register_session set change_count = change_count + 1' +
          ' where id = ? and closed_at is null',
        [register.sessionId],
      )
    ).affectedRows === 1;
  if (!taken) throw new ConflictException(refusal(register.name));
  return Number(register.sessionId);
}

/**
 * Writes the purchase, its `Idempotency-Key` when it came with one, and its items, and gives
 * them their new ids. The key goes in right after the purchase: a concurrent request with the
 * same key waits there on the unique index (user_id, idempotency_key) until this transaction
 * ends, holding nothing but its own new purchase row, then fails as a duplicate (or goes on,
 * if this one rolled back) before it touches any stock.
 */
export async function insertSale(
  sql: SqlTransaction,
  sale: Sale,
  keyed: KeyedRequest | null,
): Promise<void> {
  const written = await sql.write(INSERT_PURCHASE, [
    sale.user.id,
    sale.totalAmountCents,
    sale.shippingCents,
    sale.status,
    sale.paymentStatus,
    sale.paymentMethod,
    sale.notes,
    sale.createdAt,
    sale.channel,
    sale.customerName,
    sale.customerEmail,
    sale.customerPhone,
    sale.amountTenderedCents,
    sale.taxCents,
    sale.cashier?.id ?? null,
    sale.discountCode,
    sale.discountCents,
    sale.paymentDueAt,
    sale.registerSessionId,
    sale.saleDiscountCents,
    sale.saleDiscountReason,
    sale.saleDiscountNote,
    sale.discountApprovedById,
  ]);
  sale.id = written.insertId;
  const key = keyed && {
    sql: INSERT_KEY,
    // The key is the one who sent it: at the till the cashier, whoever the sale is filed under.
    params: [(sale.cashier ?? sale.user).id, keyed.key, keyed.fingerprint, sale.id, sale.createdAt],
  };
  // One statement per item: only then does each report its own id on both databases.
  const items = sale.items.map((item) => ({
    sql: INSERT_PURCHASE_ITEM,
    params: [
      sale.id,
      item.product.id,
      item.quantity,
      item.unitPriceCents,
      item.unitCostCents,
      item.totalPriceCents,
      item.taxCents,
      item.taxRateThousandths,
      item.taxRateName,
      item.discountCents,
      item.discountReason,
      item.discountNote,
      item.orderDiscountCents,
    ],
  }));
  // A till sale's tenders after its lines (docs/product/point-of-sale.md#split-tender).
  const tenders = sale.tenders.map((tender) => ({
    sql: INSERT_TENDER,
    params: [sale.id, tender.method, tender.amountCents],
  }));
  const results = await sql.writeAll(key ? [key, ...items, ...tenders] : [...items, ...tenders]);
  const lines = key ? results.slice(1) : results;
  sale.items.forEach((item, index) => (item.id = lines[index]!.insertId));
}

/**
 * The customer a till sale is filed under (docs/product/point-of-sale.md#customers-at-the-till),
 * read in the sale's transaction: an active customer's account, never staff's (a sale filed under
 * another cashier would hide who rang it up). 400 and nothing sold otherwise.
 */
export async function readTillCustomer(sql: SqlTransaction, id: number): Promise<Buyer> {
  const [row] = await sql.rows<Omit<Buyer, 'id'> & { id: number | string; role: Role }>(
    'select u.id, u.username, u.email, u.first_name as firstName, u.last_name as lastName,' +
      " u.phone, u.address, u.role from user u where u.id = ? and u.is_active = 1 and u.role = 'customer'",
    [id],
  );
  if (!row) throw new BadRequestException(TILL_CUSTOMER_NOT_FOUND);
  return { ...row, id: Number(row.id) };
}
