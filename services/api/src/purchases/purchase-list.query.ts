/**
 * The SQL behind `GET /purchases/` and its CSV export (docs/product/purchases.md#the-orders-desk),
 * knex over plain rows like inventory/inventory-list.query.ts. It picks the ids of one page, newest
 * first, and counts them; purchase-rows.ts reads those purchases, joined to the ids as a derived
 * table. Page 1 of a customer's own is:
 *
 *   select `p`.`id` from `purchase` as `p` where `p`.`user_id` = ?
 *   order by `p`.`created_at` desc, `p`.`id` desc limit ?          -- (user_id, created_at) index
 *
 * whose entries end with the primary key, so the walk needs no sort and reads 20 entries; its
 * count reads the customer's entries of the same index.
 *
 * Each of staff's filters adds one bound condition (see `applyFilters`):
 *   status / payment_status     `p`.`status` = ? / `p`.`payment_status` = ?   (their indexes)
 *   channel                     `p`.`channel` = ?                 ((channel, created_at) index)
 *   cashier_id                  `p`.`cashier_id` = ?              (the foreign key's index)
 *   from, to                    `p`.`created_at` >= ? and < ?     (the shop days' first instants)
 *   search                      joined to the union of: the sale number; a line's product by whole
 *                               SKU or barcode (their unique indexes, then purchase_item's
 *                               (product_id, purchase_id)); web orders of the accounts holding every
 *                               word (a scan of `user`, then (user_id, created_at)); till sales whose
 *                               taken name or e-mail holds every word ((channel, customer_name,
 *                               customer_email), the named sales only)
 */
import type { Knex } from '@mikro-orm/knex';
import { parseSaleBarcode, type PurchaseFilters } from '@shop/contracts';
import { normalizeSku } from '../catalog/product.entity';

/** What a read keeps: the query's filters with its days as instants, and whose purchases. */
export type PurchaseListWhere = Omit<PurchaseFilters, 'from' | 'to'> & {
  /** A customer sees their own only. */
  userId?: number;
  /** The first instant of `from`, and the first after `to`, in the shop's time zone. */
  since?: Date;
  until?: Date;
};

/** The ids of one page, in the list's order; the export asks for the first `limit` that match. */
export function purchaseIdsQuery(
  knex: Knex,
  where: PurchaseListWhere,
  page: { limit: number; offset?: number },
): Knex.QueryBuilder {
  const query = knex.select(searchAlone(where) ? 'm.id' : 'p.id').from(listSource(knex, where));
  applyFilters(knex, query, where);
  const sorted = where.search ? 'm' : 'p';
  query.orderBy([
    { column: `${sorted}.created_at`, order: 'desc' },
    { column: `${sorted}.id`, order: 'desc' },
  ]);
  query.limit(page.limit);
  if (page.offset) query.offset(page.offset);
  return query;
}

/**
 * The list's exact total. Staff's list with no date range and no search sums the counts the
 * database keeps per status, payment status, channel and cashier (purchase-count.entity.ts,
 * docs/decisions/0121-the-orders-desk-counts-kept-by-the-database.md): a few rows, where counting
 * the purchases read an index entry for each of up to a million. Anything else counts its matches.
 */
export function purchaseCountQuery(knex: Knex, where: PurchaseListWhere): Knex.QueryBuilder {
  if (countedByKind(where)) return keptCountQuery(knex, where);
  const query = knex.count({ total: '*' }).from(listSource(knex, where));
  applyFilters(knex, query, where);
  return query;
}

function countedByKind(where: PurchaseListWhere): boolean {
  return where.userId === undefined && !where.since && !where.until && !where.search;
}

function keptCountQuery(knex: Knex, where: PurchaseListWhere): Knex.QueryBuilder {
  const query = knex.sum({ total: 'c.purchases' }).from('purchase_count as c');
  if (where.status) query.where('c.status', where.status);
  if (where.payment_status) query.where('c.payment_status', where.payment_status);
  if (where.channel) query.where('c.channel', where.channel);
  if (where.cashier_id !== undefined) query.where('c.cashier_id', where.cashier_id);
  return query;
}

/**
 * A search with no filter beside it is read from its matches alone: joining them back to
 * `purchase` only to test nothing cost a primary-key read per match (1.5× the count of a common
 * surname's 28,471 matches).
 */
function searchAlone(where: PurchaseListWhere): where is PurchaseListWhere & { search: string } {
  return (
    !!where.search &&
    where.userId === undefined &&
    !where.status &&
    !where.payment_status &&
    !where.channel &&
    where.cashier_id === undefined &&
    !where.since &&
    !where.until
  );
}

function listSource(knex: Knex, where: PurchaseListWhere): string | Knex.Raw {
  return searchAlone(where) ? searchMatches(knex, where.search) : 'purchase as p';
}

/** Everyone who has rung up a sale: the cashier index's distinct values, with their names. */
export function cashiersQuery(knex: Knex): Knex.QueryBuilder {
  return knex
    .select('u.id', 'u.username', 'u.first_name', 'u.last_name')
    .from('user as u')
    .whereIn(
      'u.id',
      knex.distinct('c.cashier_id').from('purchase as c').whereNotNull('c.cashier_id'),
    )
    .orderBy([
      { column: 'u.first_name', order: 'asc' },
      { column: 'u.last_name', order: 'asc' },
      { column: 'u.id', order: 'asc' },
    ]);
}

/** Values always travel as bound parameters; only fixed column names are written into SQL. */
function applyFilters(knex: Knex, query: Knex.QueryBuilder, where: PurchaseListWhere): void {
  if (where.userId !== undefined) query.where('p.user_id', where.userId);
  if (where.status) query.where('p.status', where.status);
  if (where.payment_status) query.where('p.payment_status', where.payment_status);
  if (where.channel) query.where('p.channel', where.channel);
  if (where.cashier_id !== undefined) query.where('p.cashier_id', where.cashier_id);
  if (where.since) query.where('p.created_at', '>=', where.since);
  if (where.until) query.where('p.created_at', '<', where.until);
  if (where.search && !searchAlone(where))
    query.join(searchMatches(knex, where.search), 'm.id', 'p.id');
}

/**
 * The customer a name or e-mail is looked for in: the account on a web order; on a till sale the
 * details the cashier took, never the cashier's own account the sale is filed under
 * (docs/decisions/0094-a-till-sale-names-its-cashier.md). instr() rather than LIKE: `%`, `_` and
 * quotes are plain text. Each part of the search finds purchase ids through its own index, and the
 * list joins their union (docs/decisions/0118-the-orders-desk-search-as-indexed-lookups.md):
 */
const WORD_IN_ACCOUNT =
  '(instr(lower(u.first_name), ?) > 0 or instr(lower(u.last_name), ?) > 0' +
  ' or instr(lower(u.email), ?) > 0 or instr(lower(u.username), ?) > 0)';
const WORD_TAKEN_AT_TILL =
  '(instr(lower(t.customer_name), ?) > 0 or instr(lower(t.customer_email), ?) > 0)';

/** Web orders of the accounts whose details hold every word: the accounts, then (user_id, …). */
const web = (words: number) =>
  "select w.id, w.created_at from purchase w where w.channel = 'web' and w.user_id in" +
  ` (select u.id from user u where ${Array<string>(words).fill(WORD_IN_ACCOUNT).join(' and ')})`;

/**
 * Till sales whose taken name or e-mail holds every word, read from the covering index (channel,
 * customer_name, customer_email, created_at): two ranges, the named sales and those with only an
 * e-mail, never the walk-ins (one condition with `or` made MariaDB read every till sale).
 */
const tillSales = (words: number, taken: string) =>
  `select t.id, t.created_at from purchase t where t.channel = 'pos' and ${taken}` +
  ` and ${Array<string>(words).fill(WORD_TAKEN_AT_TILL).join(' and ')}`;
const NAMED = 't.customer_name is not null';
const EMAIL_ONLY = 't.customer_name is null and t.customer_email is not null';

/** A line sold the product with this whole SKU (any case) or barcode: (product_id, purchase_id). */
const SOLD_PRODUCT =
  'select s.id, s.created_at from purchase_item pi join purchase s on s.id = pi.purchase_id' +
  ' where pi.product_id in' +
  ' (select pr.id from product pr where pr.sku = ? or pr.barcode = ?)';

/**
 * The ids the search matches with their dates, as a derived table `m` to join on; the page is
 * sorted on `m`'s dates, so the database reads the matches first rather than walking every
 * purchase by date until 20 of them turn up.
 */
function searchMatches(knex: Knex, search: string): Knex.Raw {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const parts = [
    SOLD_PRODUCT,
    web(words.length),
    tillSales(words.length, NAMED),
    tillSales(words.length, EMAIL_ONLY),
  ];
  const inTill = words.flatMap((word) => Array<string>(2).fill(word));
  const bindings: (string | number)[] = [
    normalizeSku(search),
    search,
    ...words.flatMap((word) => Array<string>(4).fill(word)),
    ...inTill,
    ...inTill,
  ];
  const saleId = parseSaleBarcode(search);
  if (saleId !== null) {
    parts.unshift('select n.id, n.created_at from purchase n where n.id = ?');
    bindings.unshift(saleId);
  }
  return knex.raw(`(${parts.join(' union ')}) as m`, bindings);
}
