import {
  thousandthsToPercent,
  type CategoryTaxSetting,
  type TaxRate as TaxRateBody,
} from '@shop/contracts';
import type { Category } from '../catalog/category.entity';
import type { CategoryTax } from './category-tax.entity';
import type { TaxRate } from './tax-rate.entity';

export function toTaxRateBody(rate: TaxRate): TaxRateBody {
  return {
    id: rate.id,
    name: rate.name,
    percentage: thousandthsToPercent(rate.percentThousandths),
    is_default: rate.isDefault,
  };
}

/** A category with its own rule, or (no rule stored) the default. */
export function toCategoryTaxSetting(
  category: Category,
  rule: CategoryTax | undefined,
): CategoryTaxSetting {
  return {
    category_id: category.id,
    category_name: category.name,
    rule: rule?.rule ?? 'default',
    rate_id: rule?.rate?.id ?? null,
  };
}
