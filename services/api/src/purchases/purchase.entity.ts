import {
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
  type Ref,
} from '@mikro-orm/core';
import {
  DISCOUNT_NOTE_MAX,
  DISCOUNT_REASON_MAX,
  type DiscountReason,
  FULFILMENT_STATUSES,
  type FulfilmentStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PURCHASE_STATUSES,
  SALE_CHANNELS,
  type PaymentMethod,
  type PaymentStatus,
  type PurchaseStatus,
  type SaleChannel,
} from '@shop/contracts';
import type { Product } from '../catalog/product.entity';
import { RegisterSession } from '../registers/register-session.entity';
import { User } from '../users/user.entity';
import { PurchaseItem } from './purchase-item.entity';

export interface NewPurchase {
  user: User;
  paymentMethod: PaymentMethod;
  status?: PurchaseStatus;
  paymentStatus?: PaymentStatus;
  notes?: string | null;
  createdAt?: Date;
  channel?: SaleChannel;
  cashier?: User | null;
}

// Reports filter by date, "my purchases" by user then date, the orders desk by status, payment
// status, channel and cashier, each newest first, and searches the names a till took
// (docs/product/purchases.md#the-orders-desk, docs/performance.md#the-orders-desk-at-a-million-purchases).
@Entity()
@Index({ properties: ['createdAt'] })
@Index({ properties: ['user', 'createdAt'] })
@Index({ properties: ['status'] })
@Index({ properties: ['paymentStatus'] })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['paymentStatus', 'createdAt'] })
@Index({ properties: ['channel', 'createdAt'] })
@Index({ properties: ['cashier', 'createdAt'] })
@Index({
  name: 'purchase_till_customer_index',
  properties: ['channel', 'customerName', 'customerEmail', 'createdAt'],
})
// The sales report's per-code figures (docs/product/reports.md#discount-codes).
@Index({ properties: ['discountCode', 'createdAt'] })
// The hold sweeper's query: unpaid card orders past their time (payments/card-hold-sweeper.ts).
@Index({ properties: ['paymentStatus', 'paymentDueAt'] })
export class Purchase {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The buyer's account; at the till the cashier's, as no walk-in has one (`cashier`). */
  @ManyToOne({ entity: () => User })
  user: User;

  /**
   * Who rang up a till sale; null on a web order
   * (docs/decisions/0094-a-till-sale-names-its-cashier.md).
   */
  @ManyToOne({ entity: () => User, nullable: true })
  cashier: User | null;

  @OneToMany({ entity: () => PurchaseItem, mappedBy: 'purchase', orphanRemoval: true })
  items = new Collection<PurchaseItem>(this);

  /**
   * What the buyer pays: the items' totals plus their tax (docs/product/tax.md) and the shipping
   * (docs/product/settings.md#shipping). Only addItem changes it here; the checkout prices it.
   */
  @Property({ type: 'integer' })
  totalAmountCents = 0;

  /**
   * Shipping charged by the shop's rule when the web order was placed
   * (docs/product/settings.md#shipping); 0 at the till and on rows from before the column.
   */
  @Property({ type: 'integer', default: 0 })
  shippingCents = 0;

  /**
   * The sum of the items' tax as charged when bought; a later rate change leaves it alone
   * (docs/product/tax.md#what-a-purchase-keeps).
   */
  @Property({ type: 'integer', default: 0 })
  taxCents = 0;

  /**
   * The discount code the web order was placed with, as typed then, and what it took off the
   * subtotal (docs/product/discount-codes.md#what-a-purchase-keeps).
   */
  @Property({ type: 'string', length: 32, nullable: true })
  discountCode: string | null = null;

  @Property({ type: 'integer', default: 0 })
  discountCents = 0;

  /**
   * The till's discount on the whole sale, part of `discountCents`, with its reason and note
   * (docs/product/point-of-sale.md#discounts); 0 and null without one.
   */
  @Property({ type: 'integer', default: 0 })
  saleDiscountCents = 0;

  @Property({ type: 'string', length: DISCOUNT_REASON_MAX, nullable: true })
  saleDiscountReason: DiscountReason | null = null;

  @Property({ type: 'string', length: DISCOUNT_NOTE_MAX, nullable: true })
  saleDiscountNote: string | null = null;

  /** Who approved on the spot a till discount beyond the cashier's limit; null when none was needed. */
  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'set null' })
  discountApprovedBy: Ref<User> | null = null;

  @Enum({ items: () => PURCHASE_STATUSES })
  status: PurchaseStatus;

  @Enum({ items: () => PAYMENT_STATUSES })
  paymentStatus: PaymentStatus;

  @Enum({ items: () => PAYMENT_METHODS })
  paymentMethod: PaymentMethod;

  @Property({ type: 'text', nullable: true })
  notes: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date;

  /**
   * `web` or `pos` (docs/product/api.md#entities-and-fields); rows from before the column read as
   * web.
   */
  @Enum({ items: () => SALE_CHANNELS, default: 'web' })
  channel: SaleChannel;

  /** The till's customer, if the cashier took their details; copied into `notes` too. */
  @Property({ type: 'string', length: 100, nullable: true })
  customerName: string | null = null;

  @Property({ type: 'string', length: 254, nullable: true })
  customerEmail: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  customerPhone: string | null = null;

  /** Cash handed over at the till; the change due is derived, never stored. */
  @Property({ type: 'integer', nullable: true })
  amountTenderedCents: number | null = null;

  /**
   * Until when an unpaid card order holds its stock; null once settled and for cash
   * (docs/product/cart-and-checkout.md#paying-by-card).
   */
  @Property({ type: 'datetime', nullable: true })
  paymentDueAt: Date | null = null;

  /** The provider's payment (Stripe's PaymentIntent id, or the test provider's); never the card. */
  @Property({ type: 'string', length: 255, nullable: true })
  paymentReference: string | null = null;

  /** The card's brand and last four digits, the only part of a card kept. */
  @Property({ type: 'string', length: 20, nullable: true })
  cardBrand: string | null = null;

  @Property({ type: 'string', length: 4, nullable: true })
  cardLast4: string | null = null;

  /**
   * The drawer session a till sale was rung up in (docs/product/registers.md#a-sale-needs-an-open-session);
   * null on web orders and on till sales from before sessions.
   */
  @ManyToOne({ entity: () => RegisterSession, ref: true, nullable: true })
  registerSession: Ref<RegisterSession> | null = null;

  // ---- Fulfilment of a web order: its own fields beside `status`, moved only by
  // purchases/fulfilment/ (docs/decisions/0108-fulfilment-beside-the-status.md). A till sale keeps
  // the default and answers `fulfilment_status: null`.
  @Enum({ items: () => FULFILMENT_STATUSES, default: 'unshipped' })
  fulfilmentStatus: FulfilmentStatus = 'unshipped';

  @Property({ type: 'string', length: 60, nullable: true })
  carrier: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  trackingNumber: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  shippedAt: Date | null = null;

  @ManyToOne({ entity: () => User, nullable: true })
  shippedBy: User | null = null;

  @Property({ type: 'datetime', nullable: true })
  deliveredAt: Date | null = null;

  @ManyToOne({ entity: () => User, nullable: true })
  deliveredBy: User | null = null;
  // ---- end of fulfilment

  constructor(data: NewPurchase) {
    this.user = data.user;
    this.paymentMethod = data.paymentMethod;
    this.status = data.status ?? 'pending';
    this.paymentStatus = data.paymentStatus ?? 'pending';
    this.notes = data.notes ?? null;
    this.createdAt = data.createdAt ?? new Date();
    this.channel = data.channel ?? 'web';
    this.cashier = data.cashier ?? null;
  }

  /**
   * Prices the line from the catalogue, never from the client (docs/architecture.md#api), untaxed:
   * the demo's purchases are from a shop with no rate set. The checkout prices with tax.
   */
  addItem(product: Product, quantity: number): PurchaseItem {
    const item = new PurchaseItem({ purchase: this, product, quantity });
    this.items.add(item);
    this.totalAmountCents += item.totalPriceCents;
    return item;
  }
}
