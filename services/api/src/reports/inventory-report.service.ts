import { EntityManager } from '@mikro-orm/core';
import type { Knex, SqlEntityManager } from '@mikro-orm/knex';
import { Inject, Injectable } from '@nestjs/common';
import { centsToDollars, type InventoryReport } from '@shop/contracts';
import { inventoryRowsQuery } from '../inventory/inventory-list.query';
import { toInventoryBody, type InventoryRow } from '../inventory/inventory.mapper';
import { stockStateCondition } from '../inventory/stock-state.sql';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';

type SummaryRow = Record<
  'products' | 'low_count' | 'out_count' | 'value_cents',
  number | string | null
>;

/**
 * `GET /reports/inventory` (docs/product/api.md#reports-and-dashboard): a snapshot of now over the
 * products on sale, with the stock states of the one definition (inventory/stock-state.sql.ts, the
 * twin of `stockStatus`) and the inventory list's own rows for the low-stock table.
 */
@Injectable()
export class InventoryReportService {
  constructor(
    private readonly em: EntityManager,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  async report(): Promise<InventoryReport> {
    const knex = (this.em as SqlEntityManager).getKnex();
    const [[summary], items] = await Promise.all([
      this.rows<SummaryRow>(summaryQuery(knex)),
      // Out of stock first, then low, each by name: the inventory list sorted by status.
      this.rows<InventoryRow>(
        inventoryRowsQuery(knex, { low_stock_only: true, out_of_stock_only: true }, 'status'),
      ),
    ]);
    const num = (value: unknown) => Number(value ?? 0);
    return {
      time_zone: await this.shop.timeZone(),
      generated_at: this.shop.clock.now().toISOString(),
      summary: {
        total_products: num(summary?.products),
        low_stock_count: num(summary?.low_count),
        out_of_stock_count: num(summary?.out_count),
        total_inventory_value: centsToDollars(num(summary?.value_cents)),
      },
      low_stock_items: items.map(toInventoryBody),
    };
  }

  private rows<T>(query: Knex.QueryBuilder): Promise<T[]> {
    return (this.em as SqlEntityManager).execute<T[]>(query);
  }
}

/** Products on sale, and over their inventory records the states and stock × cost. */
function summaryQuery(knex: Knex): Knex.QueryBuilder {
  const count = (condition: string, name: string) =>
    knex.raw(`sum(case when ${condition} then 1 else 0 end) as ${name}`);
  return knex('product as p')
    .leftJoin('inventory_record as i', 'i.product_id', 'p.id')
    .select([
      knex.raw('count(*) as products'),
      count(stockStateCondition('low_stock', 'i'), 'low_count'),
      count(stockStateCondition('out_of_stock', 'i'), 'out_count'),
      knex.raw('sum(coalesce(i.quantity_in_stock, 0) * p.cost_price_cents) as value_cents'),
    ])
    .where('p.is_active', true);
}
