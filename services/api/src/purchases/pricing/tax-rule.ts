import { percentToThousandths } from '@shop/contracts';
import { taxRateFor, type TaxTable } from '../../tax/tax-table';
import type { PricedLine } from './price-order';
import { CURRENT_PRICING_RULES, type OrderLine, type PricingRules } from './pricing-rules';

/** `rules` with each line taxed at its category's rate in `table` (docs/product/tax.md). */
export function withTax(
  table: TaxTable,
  rules: PricingRules = CURRENT_PRICING_RULES,
): PricingRules {
  return { ...rules, taxPercent: (line) => taxRateFor(table, line.categoryId)?.percent ?? 0 };
}

/**
 * A priced line with the rate it paid as a purchase line keeps it (thousandths and the rate's
 * name then), so a later rate change rewrites no history (docs/product/tax.md#what-a-purchase-keeps).
 */
export function withKeptRate<Line extends OrderLine>(
  table: TaxTable,
  line: PricedLine<Line>,
): PricedLine<Line> & { taxRateThousandths: number; taxRateName: string | null } {
  return {
    ...line,
    taxRateThousandths: percentToThousandths(line.taxPercent),
    taxRateName: taxRateFor(table, line.categoryId)?.name ?? null,
  };
}
