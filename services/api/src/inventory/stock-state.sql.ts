import type { StockStatus } from '@shop/contracts';

/**
 * The SQL twin of `stockStatus()` (contracts, docs/product/inventory.md#stock-state), for filters
 * and sorting that the database must do: out of stock at 0, low above 0 and at or below
 * the minimum, otherwise in stock. `r` is the inventory_record alias. Levels are never
 * negative (entity and contract), so "in stock" needs no test of its own for 0.
 * `test/inventory-list.e2e-spec.ts` checks both against each other at 0, 1, the
 * minimum and the minimum + 1.
 */
export function stockStateCondition(status: StockStatus, r = 'i'): string {
  switch (status) {
    case 'out_of_stock':
      return `${r}.quantity_in_stock = 0`;
    case 'low_stock':
      return `(${r}.quantity_in_stock > 0 and ${r}.quantity_in_stock <= ${r}.minimum_stock_level)`;
    case 'in_stock':
      return `${r}.quantity_in_stock > ${r}.minimum_stock_level`;
  }
}

/** Any of `statuses`: e.g. low or out, for both filter boxes ticked. */
export function anyStockState(statuses: readonly StockStatus[], r = 'i'): string {
  return `(${statuses.map((status) => stockStateCondition(status, r)).join(' or ')})`;
}

/**
 * The state as a number, 0 out of stock, 1 low, 2 in stock (the status order, most urgent
 * first, and the index in STOCK_STATUSES), over a record's own columns. It is the expression
 * of `inventory_record.stock_state`, a generated column the database computes in the statement
 * that writes the stock or the levels, so no writer keeps it; indexed for the list's stock state
 * filters and its status order (docs/decisions/0116-stored-stock-state.md).
 */
export const STOCK_STATE_EXPRESSION =
  'case when quantity_in_stock = 0 then 0 when quantity_in_stock <= minimum_stock_level then 1 else 2 end';

/** 0 out of stock, 1 low, 2 in stock: the status order, most urgent first. */
export function stockStateRank(r = 'i'): string {
  return (
    `(case when ${stockStateCondition('out_of_stock', r)} then 0` +
    ` when ${stockStateCondition('low_stock', r)} then 1 else 2 end)`
  );
}
