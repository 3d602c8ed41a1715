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
 * Each filter adds one bound condition to both statements (see `applyFilters`):
 *   search=tee              (instr(lower(p.name), 'tee') > 0 or … p.brand … or … p.sku …)
 *   low_stock_only=true     (i.quantity_in_stock > 0 and i.quantity_in_stock <= i.minimum_stock_level)
 *   out_of_stock_only=true  i.quantity_in_stock = 0   (both flags: the two joined by or)
 *   category_id=2           `p`.`category_id` = 2
 *   supplier_id=3           `p`.`supplier_id` = 3
 * The states are those of stock-state.sql.ts, the SQL twin of the contract's stockStatus().
 * Sorts: name (p.name, p.id), stock (i.quantity_in_stock), status (the state's rank),
 * last_restocked (i.last_restocked; never = null sorts first ascending), each then by
 * p.name, p.id ascending so pages never overlap. Hidden products (sold, then deleted)
 * are left out: nobody restocks them.
 */
import type { Knex } from '@mikro-orm/knex';
import {
  parseInventorySort,
  type InventoryQuery,
  type InventorySortKey,
  type StockStatus,
} from '@shop/contracts';
import { anyStockState, stockStateRank } from './stock-state.sql';

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

/** The rows in the order asked for; without `page`, every matching row (the export). */
export function inventoryRowsQuery(
  knex: Knex,
  filters: InventoryFilters,
  sort: InventoryQuery['sort'],
  page?: { limit: number; offset: number },
): Knex.QueryBuilder {
  const query = knex.select(COLUMNS).from('inventory_record as i');
  query.join('product as p', 'p.id', 'i.product_id');
  applyFilters(knex, query, filters);
  orderBy(query, sort);
  if (page) {
    query.limit(page.limit);
    if (page.offset > 0) query.offset(page.offset);
  }
  return query;
}

export function inventoryCountQuery(knex: Knex, filters: InventoryFilters): Knex.QueryBuilder {
  const query = knex.count({ total: '*' }).from('inventory_record as i');
  query.join('product as p', 'p.id', 'i.product_id');
  applyFilters(knex, query, filters);
  return query;
}

/** The states the two filter boxes ask for; none ticked means every state. */
export function wantedStates(filters: InventoryFilters): StockStatus[] {
  const states: StockStatus[] = [];
  if (filters.low_stock_only) states.push('low_stock');
  if (filters.out_of_stock_only) states.push('out_of_stock');
  return states;
}

/** Values always travel as bound parameters; only fixed column names are written into SQL. */
function applyFilters(knex: Knex, query: Knex.QueryBuilder, filters: InventoryFilters): void {
  query.whereRaw('p.is_active = 1');
  if (filters.productId !== undefined) query.where('i.product_id', filters.productId);
  const states = wantedStates(filters);
  if (states.length > 0) query.whereRaw(anyStockState(states));
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
  status: stockStateRank(),
  last_restocked: 'i.last_restocked',
};

function orderBy(query: Knex.QueryBuilder, sort: InventoryQuery['sort']): void {
  const { key, descending } = parseInventorySort(sort);
  const direction = descending ? 'desc' : 'asc';
  if (key === 'name') {
    query.orderBy([
      { column: 'p.name', order: direction },
      { column: 'p.id', order: direction },
    ]);
    return;
  }
  query.orderByRaw(`${SORT_COLUMN[key]} ${direction}`);
  query.orderBy([
    { column: 'p.name', order: 'asc' },
    { column: 'p.id', order: 'asc' },
  ]);
}
