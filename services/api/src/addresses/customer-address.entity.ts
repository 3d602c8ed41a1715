import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { ADDRESS_CITY_MAX, ADDRESS_LINE_MAX, type AddressFields } from '@shop/contracts';
import { User } from '../users/user.entity';

/**
 * A delivery address a customer keeps in their profile (docs/product/account.md#addresses). At
 * most MAX_SAVED_ADDRESSES each; one of them is the default (the service keeps exactly one).
 * An order copies it (PurchaseAddress), so editing or deleting it changes no order.
 */
@Entity()
@Index({ properties: ['user', 'createdAt'] })
export class CustomerAddress {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: User;

  @Property({ type: 'string', length: ADDRESS_LINE_MAX })
  line1: string;

  @Property({ type: 'string', length: ADDRESS_LINE_MAX, nullable: true })
  line2: string | null;

  @Property({ type: 'string', length: ADDRESS_CITY_MAX })
  city: string;

  @Property({ type: 'string', length: 2 })
  state: string;

  @Property({ type: 'string', length: 10 })
  zip: string;

  @Property({ type: 'boolean' })
  isDefault: boolean;

  @Property({ type: 'datetime' })
  createdAt: Date;

  constructor(user: User, fields: AddressFields, isDefault: boolean, createdAt = new Date()) {
    this.user = user;
    this.line1 = fields.line1;
    this.line2 = fields.line2 ?? null;
    this.city = fields.city;
    this.state = fields.state;
    this.zip = fields.zip;
    this.isDefault = isDefault;
    this.createdAt = createdAt;
  }
}
