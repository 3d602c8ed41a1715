import { Entity, Index, ManyToOne, PrimaryKey, Property, ref, type Ref } from '@mikro-orm/core';
import { DEFAULT_SKU_PATTERN } from '@shop/contracts';
import { Supplier } from '../suppliers/supplier.entity';
import { Category } from './category.entity';

/** The style's worst stock state from its counts (the generated column `style.stock_state`). */
export const STYLE_STOCK_STATE_EXPRESSION =
  'case when active_variants = 0 or out_variants > 0 then 0 when low_variants > 0 then 1 else 2 end';

export interface NewStyle {
  name: string;
  brand: string;
  description?: string;
  category: Category;
  supplier?: Supplier | null;
  tags?: string[];
  styleCode: string;
  skuPattern?: string;
  createdAt?: Date;
}

/**
 * One garment as a shopper sees it (docs/product/catalogue.md); its variants are products. The
 * variants keep copies of its name, brand and description so the product calls answer as before
 * (docs/decisions/0084-a-variant-is-a-product.md).
 */
@Entity()
// The style lists' orders (styles/style-card.query.ts, styles/staff-style-list.query.ts).
@Index({ properties: ['isActive', 'name', 'id'] })
@Index({ properties: ['isActive', 'createdAt', 'id'] })
@Index({ properties: ['name', 'brand'] })
// The back office's list by stock state, stock and price: its row's summary below, with the name.
@Index({ properties: ['isActive', 'stockState', 'name', 'id'] })
@Index({ properties: ['isActive', 'stockQuantity', 'name', 'id'] })
@Index({ properties: ['isActive', 'minPriceCents', 'name', 'id'] })
@Index({ properties: ['isActive', 'maxPriceCents', 'name', 'id'] })
export class Style {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name: string;

  @Property({ type: 'string', length: 100 })
  brand: string;

  @Property({ type: 'text' })
  description: string;

  @ManyToOne({ entity: () => Category, ref: true })
  category: Ref<Category>;

  @ManyToOne({ entity: () => Supplier, ref: true, nullable: true })
  supplier: Ref<Supplier> | null;

  /** JSON in a text column: MariaDB's `json` is text with a CHECK no schema diff reads back. */
  @Property({ type: 'json', columnType: 'text' })
  tags: string[];

  /** The SKU's `{STYLE}` part, upper-case. */
  @Property({ type: 'string', length: 40, unique: true })
  styleCode: string;

  @Property({ type: 'string', length: 64 })
  skuPattern: string;

  /** An archived style's variants leave the storefront and the till, not history. */
  @Property({ type: 'boolean' })
  isActive = true;

  /*
   * The back office's list row, summed over the active (not archived) variants: written only by
   * the statements of inventory/stock-ledger-styles.ts, in the transaction of every change of a
   * variant's stock, levels, price or archiving (docs/decisions/0119-the-style-list-summary-on-the-style.md).
   */
  @Property({ type: 'integer', default: 0 })
  readonly stockQuantity: number = 0;

  @Property({ type: 'integer', default: 0 })
  readonly activeVariants: number = 0;

  @Property({ type: 'integer', default: 0 })
  readonly lowVariants: number = 0;

  @Property({ type: 'integer', default: 0 })
  readonly outVariants: number = 0;

  /** The worst state of the active variants, 0 out (or none active), 1 low, 2 in stock. */
  @Property({
    type: 'integer',
    generated: `(${STYLE_STOCK_STATE_EXPRESSION}) virtual`,
    nullable: true,
  })
  readonly stockState?: number;

  /** The active variants' selling prices (every variant's when none is active), 0 without any. */
  @Property({ type: 'integer', default: 0 })
  readonly minPriceCents: number = 0;

  @Property({ type: 'integer', default: 0 })
  readonly maxPriceCents: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date;

  @Property({ type: 'datetime' })
  updatedAt: Date;

  constructor(data: NewStyle) {
    this.name = data.name;
    this.brand = data.brand;
    this.description = data.description ?? '';
    this.category = ref(data.category);
    this.supplier = data.supplier ? ref(data.supplier) : null;
    this.tags = data.tags ?? [];
    this.styleCode = data.styleCode.toUpperCase();
    this.skuPattern = data.skuPattern ?? DEFAULT_SKU_PATTERN;
    this.createdAt = data.createdAt ?? new Date();
    this.updatedAt = this.createdAt;
  }
}
