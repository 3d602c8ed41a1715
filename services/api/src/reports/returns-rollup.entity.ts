import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import {
  RETURN_REPORT_REASONS,
  SALE_CHANNELS,
  type ReturnReportReason,
  type SaleChannel,
} from '@shop/contracts';

/**
 * The daily rollups of counted returns (docs/product/returns.md#in-the-reports), beside the sales
 * rollups (sales-rollup.entity.ts) and written the same way: only by reports/sales-rollups.ts, in
 * the transaction of the refund (or of the cancellation that stops a return counting). `day` is
 * the shop-calendar day of the refund; the channel is the purchase's. Amounts are before tax, as
 * sales are counted; `restocked_cost_cents` is the cost the returned units put back on the shelf
 * kept from their sale. Returns are few beside sales, so there is no monthly table.
 */
@Entity({ abstract: true })
abstract class ReturnsTotals {
  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'integer' })
  taxCents!: number;

  @Property({ type: 'integer' })
  restockedCostCents!: number;

  // Rows are written only by reports/sales-rollups.ts, never built as objects.
  protected constructor() {}
}

@Entity({ tableName: 'returns_day_channel' })
export class ReturnsDayChannel extends ReturnsTotals {
  @PrimaryKey({ type: 'string', length: 10 })
  day!: string;

  @Enum({ items: () => SALE_CHANNELS, primary: true })
  channel!: SaleChannel;

  /** How many returns. */
  @Property({ type: 'integer' })
  returns!: number;
}

/** Per product and reason (a return's reason, or `cancellation`). */
@Entity({ tableName: 'returns_day_product' })
export class ReturnsDayProduct extends ReturnsTotals {
  @PrimaryKey({ type: 'string', length: 10 })
  day!: string;

  /** No foreign key, as for the sales rollups. */
  @PrimaryKey({ type: 'integer' })
  productId!: number;

  @Enum({ items: () => RETURN_REPORT_REASONS, primary: true })
  reason!: ReturnReportReason;
}
