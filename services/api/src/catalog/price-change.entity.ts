import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  ref,
  type Ref,
} from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { Product } from './product.entity';

export const PRICE_FIELDS = ['selling_price', 'cost_price'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** One recorded change of a variant's selling or cost price: who, when, from, to. */
@Entity()
@Index({ properties: ['product', 'changedAt'] })
export class PriceChange {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Product, ref: true, deleteRule: 'cascade' })
  product: Ref<Product>;

  @Enum({ items: () => PRICE_FIELDS })
  field: PriceField;

  @Property({ type: 'integer' })
  fromCents: number;

  @Property({ type: 'integer' })
  toCents: number;

  @ManyToOne({ entity: () => User, ref: true })
  changedBy: Ref<User>;

  @Property({ type: 'datetime' })
  changedAt: Date;

  constructor(data: {
    productId: number;
    field: PriceField;
    fromCents: number;
    toCents: number;
    userId: number;
  }) {
    this.product = ref(Product, data.productId);
    this.field = data.field;
    this.fromCents = data.fromCents;
    this.toCents = data.toCents;
    this.changedBy = ref(User, data.userId);
    this.changedAt = new Date();
  }
}
