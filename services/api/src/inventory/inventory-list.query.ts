/**
 * The SQL behind `GET /inventory/`, its CSV export and the item reads, written with
 * knex and mapped from plain rows (like catalog/product-list.query.ts). A list is two
 * statements, a count and one page. Page 1 with no filters is, on MySQL:
 *
 *   select count(*) as `total` from `inventory_record` as `i`
 *   inner join `product` as `p` on `p`.`id` = `i`.`product_id` where p.is_active = 1
 *
 *   select `i`.`id`, `i`.`product_id`, `i`.`quantity_in_stock`, `i`.`minimum_stock_level`,
 *     `i`.`maximum_stock_level`, `i`.`last_restocked`, `p`.`name`, `p`.`brand`, `p`.`sku`,
 *     `p`.`size`, `p`.`color`, `p`.`image_url`, `p`.`selling_price_cents`,
 *     `p`.`cost_price_cents`, `p`.`category_id`, `p`.`supplier_id`
 *   from `inventory_record` as `i` inner join `product` as `p` on `p`.`id` = `i`.`product_id`
 *   where p.is_active = 1
 *   order by `p`.`name` asc, `p`.`id` asc limit ?          -- bound: 20
 *
 * Each filter adds one bound condition (see `whereProducts` and `whereRecords`):
 *   search=tee              (instr(lower(p.name), 'tee') > 0 or … p.brand … or … p.sku …)
 *   low_stock_only=true     i.stock_state in (1)
 *   out_of_stock_only=true  i.stock_state in (0)   (both flags: in (1, 0))
 *   category_id=2           `p`.`category_id` = 2
 *   supplier_id=3           `p`.`supplier_id` = 3
 * `stock_state` is the record's generated column (stock-state.sql.ts: 0 out, 1 low, 2 in, the
 * SQL twin of the contract's stockStatus()); a count with a state filter reads its
 * (stock_state, product_id) index, each product tested by a scalar subquery:
 *
 *   select count(*) as `total` from `inventory_record` as `i` where `i`.`stock_state` in (?)
 *   and (select 1 from `product` as `p` where p.id = i.product_id and p.is_active = 1) is not null
 *
 * Sorts: name (p.name, p.id), stock (i.quantity_in_stock), status (i.stock_state),
 * last_restocked (i.last_restocked; never = null sorts first ascending), each then by the
 * record's id (status: its product's id, the column its (stock_state, product_id) index ends
 * with) in the same direction, so pages never overlap. The last three pick the page's ids
 * from `inventory_record` alone, walking its index on that column and stopping after the page,
 * instead of joining and sorting every record (docs/decisions/0116-stored-stock-state.md,
 * 0117-till-scan-and-status-walk.md):
 *
 *   select <columns> from (select `i`.`id` from `inventory_record` as `i` where (select 1 from
 *     `product` as `p` where p.id = i.product_id and p.is_active = 1) is not null
 *     order by `i`.`quantity_in_stock` desc, `i`.`id` desc limit ?) as `t`
 *   inner join `inventory_record` as `i` on `i`.`id` = `t`.`id`
 *   inner join `product` as `p` on `p`.`id` = `i`.`product_id`
 *   order by `i`.`quantity_in_stock` desc, `i`.`id` desc
 *
 * Hidden products (sold, then deleted) are left out: nobody restocks them.
 */
import type { Knex } from '@mikro-orm/knex';
import {
  parseInventorySort,
  STOCK_STATUSES,
  type InventoryQuery,
  type InventorySortKey,
  type StockStatus,
} from '@shop/contracts';
import { anyStockState } from './stock-state.sql';

/** What a read can filter on; `page`, `per_page` and `sort` are handled apart. */
export type InventoryFilters = Omit<InventoryQuery, 'page' | 'per_page' | 'sort'> & {
  productId?: number;
};

const COLUMNS = [
  'i.id',
  'i.product_id',
  'i.quantity_in_stock',
  'i.minimum_stock_level',
  'i.maximum_stock_level',
  'i.last_restocked',
  'p.name',
  'p.brand',
  'p.sku',
  'p.size',
  'p.color',
  'p.image_url',
  'p.selling_price_cents',
  'p.cost_price_cents',
  'p.category_id',
  'p.supplier_id',
];

/**
 * The rows in the order asked for; without `page`, every matching row (the export). By name:
 * one join walked through the product's (is_active, name, id) index, the state as its expression
 * so MariaDB keeps that walk. By stock, status or last restock: the page's record ids first, from
 * `inventory_record` alone in the order of its index on that column (which ends with the id),
 * each record's product tested by a scalar subquery, stopping after the page; then their columns.
 */
export function inventoryRowsQuery(
  knex: Knex,
  filters: InventoryFilters,
  sort: InventoryQuery['sort'],
  page?: { limit: number; offset: number },
): Knex.QueryBuilder {
  const limited = (query: Knex.QueryBuilder) => {
    orderBy(query, sort);
    if (page) query.limit(page.limit);
    if (page && page.offset > 0) query.offset(page.offset);
    return query;
  };
  if (parseInventorySort(sort).key === 'name') {
    const query = knex.select(COLUMNS).from('inventory_record as i');
    query.join('product as p', 'p.id', 'i.product_id');
    whereProducts(knex, query, filters);
    whereRecords(query, filters, 'expression');
    return limited(query);
  }
  const ids = limited(recordsOnly(knex, knex.select('i.id'), filters));
  const query = knex.select(COLUMNS).from(ids.as('t'));
  query.join('inventory_record as i', 'i.id', 't.id').join('product as p', 'p.id', 'i.product_id');
  orderBy(query, sort);
  return query;
}

/**
 * How many records match. With a stock state filter, from `inventory_record` alone through its
 * (stock_state, product_id) index, each record's product tested by a scalar subquery. With no
 * filter at all, every record less the hidden products' records, in one statement (one snapshot,
 * so exact): the first counts a narrow index without a lookup per record, the second probes only
 * the few hidden products. Otherwise one join (every record but hidden products').
 */
export function inventoryCountQuery(knex: Knex, filters: InventoryFilters): Knex.QueryBuilder {
  if (unfiltered(filters)) {
    const hidden = knex
      .count('*')
      .from('inventory_record as i')
      .join('product as p', 'p.id', 'i.product_id')
      .whereRaw('p.is_active = 0');
    return knex.select(
      knex.raw('? - ? as total', [knex.count('*').from('inventory_record'), hidden]),
    );
  }
  const count = knex.count({ total: '*' });
  if (wantedStates(filters).length > 0) return recordsOnly(knex, count, filters);
  const query = count.from('inventory_record as i');
  query.join('product as p', 'p.id', 'i.product_id');
  whereProducts(knex, query, filters);
  whereRecords(query, filters, 'column');
  return query;
}

/** No filter (every one left out or false): every record of a product not hidden. */
function unfiltered(filters: InventoryFilters): boolean {
  return Object.values(filters).every((value) => value === undefined || value === false);
}

/** The states the two filter boxes ask for; none ticked means every state. */
export function wantedStates(filters: InventoryFilters): StockStatus[] {
  const states: StockStatus[] = [];
  if (filters.low_stock_only) states.push('low_stock');
  if (filters.out_of_stock_only) states.push('out_of_stock');
  return states;
}

/** `select` from the records alone, their product's filters in a scalar subquery. */
function recordsOnly(
  knex: Knex,
  select: Knex.QueryBuilder,
  filters: InventoryFilters,
): Knex.QueryBuilder {
  const query = select.from('inventory_record as i');
  whereRecords(query, filters, 'column');
  const product = knex.select(knex.raw('1')).from('product as p').whereRaw('p.id = i.product_id');
  whereProducts(knex, product, filters);
  return query.whereRaw('(?) is not null', [product]);
}

/** The record's own filters: one product, stock states (the indexed column, or its expression). */
function whereRecords(
  query: Knex.QueryBuilder,
  filters: InventoryFilters,
  state: 'column' | 'expression',
): void {
  if (filters.productId !== undefined) query.where('i.product_id', filters.productId);
  const states = wantedStates(filters);
  if (states.length === 0) return;
  if (state === 'expression') query.whereRaw(anyStockState(states));
  else
    query.whereIn(
      'i.stock_state',
      states.map((wanted) => STOCK_STATUSES.indexOf(wanted)),
    );
}

/** The product's filters. Values always travel as bound parameters. */
function whereProducts(knex: Knex, query: Knex.QueryBuilder, filters: InventoryFilters): void {
  query.whereRaw('p.is_active = 1');
  if (filters.category_id !== undefined) query.where('p.category_id', filters.category_id);
  if (filters.supplier_id !== undefined) query.where('p.supplier_id', filters.supplier_id);
  if (filters.search) {
    // instr() rather than LIKE: `%`, `_` and quotes in the search are plain text.
    const needle = filters.search.toLowerCase();
    query.where(
      knex.raw(
        '(instr(lower(p.name), ?) > 0 or instr(lower(p.brand), ?) > 0 or instr(lower(p.sku), ?) > 0)',
        [needle, needle, needle],
      ),
    );
  }
}

const SORT_COLUMN: Record<Exclude<InventorySortKey, 'name'>, string> = {
  stock: 'i.quantity_in_stock',
  status: 'i.stock_state',
  last_restocked: 'i.last_restocked',
};

/**
 * Each order's tie, the column its index ends with, so the page walks the index: the record's id
 * after the stock and last-restocked indexes (every secondary index ends with the primary key),
 * the product's id after (stock_state, product_id). Both are the order products were added.
 */
const SORT_TIE: Record<Exclude<InventorySortKey, 'name'>, string> = {
  stock: 'i.id',
  status: 'i.product_id',
  last_restocked: 'i.id',
};

function orderBy(query: Knex.QueryBuilder, sort: InventoryQuery['sort']): void {
  const { key, descending } = parseInventorySort(sort);
  const order = descending ? 'desc' : 'asc';
  const [column, tie] = key === 'name' ? ['p.name', 'p.id'] : [SORT_COLUMN[key], SORT_TIE[key]];
  query.orderBy([
    { column, order },
    { column: tie, order },
  ]);
}
