import { Entity, Index, ManyToOne, PrimaryKey, Property, ref, type Ref } from '@mikro-orm/core';
import { HELD_SALE_NOTE_MAX, type TillDiscount } from '@shop/contracts';
import { Register } from '../registers/register.entity';
import { User } from '../users/user.entity';

/**
 * What a held line keeps: the product, how many and the discount given on it, as given (docs/
 * decisions/0114-held-sales-keep-their-discounts.md); name, price and stock are read again.
 */
export interface HeldItem {
  product_id: number;
  quantity: number;
  discount?: TillDiscount;
}

export interface NewHeldSale {
  register: Register;
  heldBy: User;
  customer: User | null;
  note: string;
  items: HeldItem[];
  saleDiscount: TillDiscount | null;
  heldAt: Date;
  expiresAt: Date;
}

/**
 * A till's cart parked with a note (docs/product/point-of-sale.md#held-sales). It reserves no
 * stock and holds no money; resuming or discarding it deletes the row, and the audit trail keeps
 * who held, resumed or discarded it. Past `expiresAt` it is neither listed nor resumed.
 */
@Entity()
@Index({ properties: ['expiresAt'] })
export class HeldSale {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Register, ref: true })
  register: Ref<Register>;

  @ManyToOne({ entity: () => User, ref: true })
  heldBy: Ref<User>;

  @ManyToOne({ entity: () => User, ref: true, nullable: true })
  customer: Ref<User> | null;

  @Property({ type: 'string', length: HELD_SALE_NOTE_MAX })
  note: string;

  /** JSON of `HeldItem[]`, in the till's order. */
  @Property({ type: 'text' })
  items: string;

  /** JSON of the `TillDiscount` given on the whole sale, as given; null without one. */
  @Property({ type: 'text', nullable: true })
  saleDiscount: string | null;

  @Property({ type: 'datetime' })
  heldAt: Date;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  constructor(data: NewHeldSale) {
    this.register = ref(data.register);
    this.heldBy = ref(data.heldBy);
    this.customer = data.customer ? ref(data.customer) : null;
    this.note = data.note;
    this.items = JSON.stringify(data.items);
    this.saleDiscount = data.saleDiscount ? JSON.stringify(data.saleDiscount) : null;
    this.heldAt = data.heldAt;
    this.expiresAt = data.expiresAt;
  }

  heldItems(): HeldItem[] {
    return JSON.parse(this.items) as HeldItem[];
  }

  heldSaleDiscount(): TillDiscount | null {
    return this.saleDiscount ? (JSON.parse(this.saleDiscount) as TillDiscount) : null;
  }
}
