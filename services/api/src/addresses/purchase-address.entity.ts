import { Entity, OneToOne, Property } from '@mikro-orm/core';
import { ADDRESS_CITY_MAX, ADDRESS_LINE_MAX } from '@shop/contracts';
import { Purchase } from '../purchases/purchase.entity';

/**
 * The delivery address a web order was placed with, copied at checkout
 * (docs/decisions/0109-delivery-addresses.md): its own table, one row per purchase, so a later
 * edit of the saved address changes no order. Written by the checkout's own statement
 * (checkout-address-statements.ts); read here for the answers.
 */
@Entity()
export class PurchaseAddress {
  @OneToOne({ entity: () => Purchase, primary: true, owner: true })
  purchase!: Purchase;

  @Property({ type: 'string', length: ADDRESS_LINE_MAX })
  line1!: string;

  @Property({ type: 'string', length: ADDRESS_LINE_MAX, nullable: true })
  line2: string | null = null;

  @Property({ type: 'string', length: ADDRESS_CITY_MAX })
  city!: string;

  @Property({ type: 'string', length: 2 })
  state!: string;

  @Property({ type: 'string', length: 10 })
  zip!: string;
}
