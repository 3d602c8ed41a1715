/**
 * The SQL behind `GET /purchases/` and its CSV export (docs/product/purchases.md#the-orders-desk),
 * knex over plain rows like inventory/inventory-list.query.ts. It picks the ids of one page, newest
 * first, and counts them; the service loads those purchases whole. Page 1 of a customer's own is:
 *
 *   select `p`.`id` from `purchase` as `p` where `p`.`user_id` = ?
 *   order by `p`.`created_at` desc, `p`.`id` desc limit ?          -- (user_id, created_at) index
 *
 * Each of staff's filters adds one bound condition (see `applyFilters`):
 *   status / payment_status     `p`.`status` = ? / `p`.`payment_status` = ?   (their indexes)
 *   channel                     `p`.`channel` = ?                 ((channel, created_at) index)
 *   cashier_id                  `p`.`cashier_id` = ?              (the foreign key's index)
 *   from, to                    `p`.`created_at` >= ? and < ?     (the shop days' first instants)
 *   search                      any of: the sale number; a line's product by whole SKU or barcode
 *                               (their unique indexes, then purchase_item's product index); every
 *                               word in the customer's name or e-mail (a scan, joined to `user`)
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
  const query = knex.select('p.id').from('purchase as p');
  applyFilters(knex, query, where);
  query.orderBy([
    { column: 'p.created_at', order: 'desc' },
    { column: 'p.id', order: 'desc' },
  ]);
  query.limit(page.limit);
  if (page.offset) query.offset(page.offset);
  return query;
}

export function purchaseCountQuery(knex: Knex, where: PurchaseListWhere): Knex.QueryBuilder {
  const query = knex.count({ total: '*' }).from('purchase as p');
  applyFilters(knex, query, where);
  return query;
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
  if (where.search) {
    query.leftJoin('user as u', 'u.id', 'p.user_id');
    query.where(searchCondition(knex, where.search));
  }
}

/**
 * The customer a name or e-mail is looked for in: the account on a web order; on a till sale the
 * details the cashier took, never the cashier's own account the sale is filed under
 * (docs/decisions/0094-a-till-sale-names-its-cashier.md). instr() rather than LIKE: `%`, `_` and
 * quotes are plain text.
 */
const WORD_IN_CUSTOMER =
  "((p.channel = 'web' and (instr(lower(u.first_name), ?) > 0 or instr(lower(u.last_name), ?) > 0" +
  ' or instr(lower(u.email), ?) > 0 or instr(lower(u.username), ?) > 0))' +
  " or (p.channel = 'pos' and (instr(lower(p.customer_name), ?) > 0" +
  ' or instr(lower(p.customer_email), ?) > 0)))';

/** A line sold the product with this whole SKU (any case) or barcode. */
const SOLD_PRODUCT =
  'p.id in (select pi.purchase_id from purchase_item pi where pi.product_id in' +
  ' (select pr.id from product pr where pr.sku = ? or pr.barcode = ?))';

function searchCondition(knex: Knex, search: string): Knex.Raw {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const byName = words.map(() => WORD_IN_CUSTOMER).join(' and ');
  const conditions = [`(${byName})`, SOLD_PRODUCT];
  const bindings: (string | number)[] = [
    ...words.flatMap((word) => Array<string>(6).fill(word)),
    normalizeSku(search),
    search,
  ];
  const saleId = parseSaleBarcode(search);
  if (saleId !== null) {
    conditions.push('p.id = ?');
    bindings.push(saleId);
  }
  return knex.raw(`(${conditions.join(' or ')})`, bindings);
}
