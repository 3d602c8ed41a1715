import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import {
  PAYMENT_STATUSES,
  PURCHASE_STATUSES,
  SALE_CHANNELS,
  type PaymentStatus,
  type PurchaseStatus,
  type SaleChannel,
} from '@shop/contracts';

/**
 * How many purchases there are of each status, payment status, channel and cashier, so the orders
 * desk's "Showing 20 of N" is a sum of a few rows rather than an index entry per purchase
 * (docs/decisions/0121-the-orders-desk-counts-kept-by-the-database.md). Written only by the
 * database's own triggers on `purchase` (migration Migration20261201120000), in the transaction of
 * every insert, change and delete of a purchase, whoever writes it; read as plain rows
 * (purchase-list.query.ts).
 */
@Entity({ tableName: 'purchase_count' })
export class PurchaseCount {
  @Enum({ items: () => PURCHASE_STATUSES, primary: true })
  status!: PurchaseStatus;

  @Enum({ items: () => PAYMENT_STATUSES, primary: true })
  paymentStatus!: PaymentStatus;

  @Enum({ items: () => SALE_CHANNELS, primary: true })
  channel!: SaleChannel;

  /** Who rang the sales up; 0 for web orders (a key column cannot be null). No foreign key. */
  @PrimaryKey({ type: 'integer' })
  cashierId!: number;

  /**
   * The purchase's id modulo 16: concurrent checkouts of one kind add to different rows, so none
   * waits for another's lock on a single counter until it commits (one row measured 2–3 purchases
   * a second where none measured 15–21: docs/performance.md#the-orders-desks-kept-counts).
   */
  @PrimaryKey({ type: 'integer' })
  slot!: number;

  @Property({ type: 'integer' })
  purchases!: number;

  // Rows are written only by the triggers, never built as objects.
  protected constructor() {}
}
