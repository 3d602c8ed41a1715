import { Entity, Enum, ManyToOne, OneToOne, type Ref } from '@mikro-orm/core';
import { Category } from '../catalog/category.entity';
import { TaxRate } from './tax-rate.entity';

/** What a category's row may say; a category without a row takes the default rate. */
export const STORED_CATEGORY_RULES = ['exempt', 'rate'] as const;
export type StoredCategoryRule = (typeof STORED_CATEGORY_RULES)[number];

/**
 * A category's own tax rule (docs/product/tax.md#category-rules): exempt (a clothing exemption),
 * or taxed at a named rate instead of the default. `rate` is set exactly when `rule` is "rate".
 */
@Entity()
export class CategoryTax {
  @OneToOne({ entity: () => Category, primary: true, deleteRule: 'cascade', owner: true })
  category: Category;

  @Enum({ items: () => STORED_CATEGORY_RULES })
  rule: StoredCategoryRule;

  @ManyToOne({ entity: () => TaxRate, nullable: true, ref: true })
  rate: Ref<TaxRate> | null;

  constructor(category: Category, rule: StoredCategoryRule, rate: Ref<TaxRate> | null) {
    if ((rule === 'rate') !== (rate !== null))
      throw new RangeError('A category has a rate exactly when its rule is "rate"');
    this.category = category;
    this.rule = rule;
    this.rate = rate;
  }
}
