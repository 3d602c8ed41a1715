import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { SALE_CHANNELS, TAX_RATE_NAME_MAX, type SaleChannel } from '@shop/contracts';

/**
 * The daily rollups of counted sales (docs/decisions/0044-reports-read-daily-rollups.md): per
 * shop-calendar day and channel, and per day and product, what the reports would otherwise sum from
 * every purchase line. Written only by reports/sales-rollups.ts, in the same transaction as the
 * purchase, cancellation or status change that moves them; read as plain rows. `day` is
 * the purchase's day in SHOP_TIME_ZONE when it was written (`YYYY-MM-DD`, text so no driver
 * shifts it): changing the zone needs `npm run reports -- rebuild`.
 */
/** What every rollup row sums, in the same four columns (the key is each table's own). */
@Entity({ abstract: true })
abstract class SalesTotals {
  @Property({ type: 'integer' })
  orders!: number;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'integer' })
  revenueCents!: number;

  @Property({ type: 'integer' })
  costCents!: number;

  // Rows are written only by reports/sales-rollups.ts, never built as objects.
  protected constructor() {}
}

@Entity({ tableName: 'sales_day_channel' })
export class SalesDayChannel extends SalesTotals {
  @PrimaryKey({ type: 'string', length: 10 })
  day!: string;

  @Enum({ items: () => SALE_CHANNELS, primary: true })
  channel!: SaleChannel;
}

@Entity({ tableName: 'sales_day_product' })
export class SalesDayProduct extends SalesTotals {
  @PrimaryKey({ type: 'string', length: 10 })
  day!: string;

  /** No foreign key: a rollup row outlives nothing, and the checkout pays no extra check. */
  @PrimaryKey({ type: 'integer' })
  productId!: number;
}

/**
 * The same per product, per calendar month (`YYYY-MM`): a year of a product is 12 rows rather
 * than 365, so a long range reads its whole months here and only its partial months' days
 * from `sales_day_product` (rollup-report-facts.ts).
 */
@Entity({ tableName: 'sales_month_product' })
export class SalesMonthProduct extends SalesTotals {
  @PrimaryKey({ type: 'string', length: 7 })
  month!: string;

  @PrimaryKey({ type: 'integer' })
  productId!: number;
}

/**
 * The tax charged per shop-calendar day and rate (docs/product/tax.md#in-the-reports): a rate is
 * its name and percentage as the purchase lines kept them, so renaming or changing a rate starts
 * a new row and the old ones keep what was charged. `taxable_cents` is the lines' totals before
 * tax. Lines that paid no rate (none set, or an exempt category) have no row.
 */
@Entity({ tableName: 'sales_day_tax' })
export class SalesDayTax {
  @PrimaryKey({ type: 'string', length: 10 })
  day!: string;

  @PrimaryKey({ type: 'string', length: TAX_RATE_NAME_MAX })
  rateName!: string;

  @PrimaryKey({ type: 'integer' })
  rateThousandths!: number;

  @Property({ type: 'integer' })
  taxableCents!: number;

  @Property({ type: 'integer' })
  taxCents!: number;

  // Rows are written only by reports/sales-rollups.ts, never built as objects.
  protected constructor() {}
}
