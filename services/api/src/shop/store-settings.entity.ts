import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { dollarsToCents, type ShopSettings } from '@shop/contracts';

/** The one row's id: there is one shop. */
export const STORE_SETTINGS_ID = 1;

/**
 * The store settings (docs/product/settings.md): one row, made at the first start with the
 * demo shop's values (database/seed/demo-store-settings.ts) and changed only through
 * `PUT /shop/settings`. Amounts are cents; the contract's dollars are converted on the way
 * in and out (store-settings.mapper.ts).
 */
@Entity({ tableName: 'store_settings' })
export class StoreSettings {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = STORE_SETTINGS_ID;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 200 })
  addressLine1!: string;

  @Property({ type: 'string', length: 200 })
  addressLine2!: string;

  @Property({ type: 'string', length: 200 })
  city!: string;

  @Property({ type: 'string', length: 200 })
  state!: string;

  @Property({ type: 'string', length: 20 })
  postalCode!: string;

  @Property({ type: 'string', length: 200 })
  country!: string;

  @Property({ type: 'string', length: 30 })
  phone!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  /** IANA name: the shop's calendar (docs/product/settings.md#time-zone). */
  @Property({ type: 'string', length: 64 })
  timeZone!: string;

  @Property({ type: 'text' })
  receiptHeader!: string;

  @Property({ type: 'text' })
  receiptFooter!: string;

  @Property({ type: 'text' })
  returnsPolicy!: string;

  @Property({ type: 'integer' })
  returnsWindowDays!: number;

  /** Levels of an inventory record made without its own. */
  @Property({ type: 'integer' })
  stockMinimumDefault!: number;

  @Property({ type: 'integer' })
  stockMaximumDefault!: number;

  @Property({ type: 'integer' })
  shippingFlatFeeCents!: number;

  /** Web orders from this subtotal up ship free; null: the flat fee always applies. */
  @Property({ type: 'integer', nullable: true })
  shippingFreeOverCents!: number | null;

  @Property({ type: 'boolean' })
  showSampleRating!: boolean;

  @Property({ type: 'boolean' })
  showListPrice!: boolean;

  /** How long an unpaid card order holds its stock (docs/product/settings.md#card-payments). */
  @Property({ type: 'integer', default: 30 })
  cardHoldMinutes!: number;

  constructor(settings: ShopSettings) {
    this.assign(settings);
  }

  /** Every setting at once, as `PUT /shop/settings` replaces them. */
  assign(settings: ShopSettings): void {
    this.name = settings.name;
    this.addressLine1 = settings.address_line1;
    this.addressLine2 = settings.address_line2;
    this.city = settings.city;
    this.state = settings.state;
    this.postalCode = settings.postal_code;
    this.country = settings.country;
    this.phone = settings.phone;
    this.email = settings.email;
    this.timeZone = settings.time_zone;
    this.receiptHeader = settings.receipt_header;
    this.receiptFooter = settings.receipt_footer;
    this.returnsPolicy = settings.returns_policy;
    this.returnsWindowDays = settings.returns_window_days;
    this.stockMinimumDefault = settings.stock_minimum_default;
    this.stockMaximumDefault = settings.stock_maximum_default;
    this.shippingFlatFeeCents = dollarsToCents(settings.shipping_flat_fee);
    this.shippingFreeOverCents =
      settings.shipping_free_over === null ? null : dollarsToCents(settings.shipping_free_over);
    this.showSampleRating = settings.show_sample_rating;
    this.showListPrice = settings.show_list_price;
    this.cardHoldMinutes = settings.card_hold_minutes;
  }
}
