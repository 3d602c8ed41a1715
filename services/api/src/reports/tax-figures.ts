import { centsToDollars, thousandthsToPercent, type RateTax, type SalesTax } from '@shop/contracts';
import type { TaxFact } from './report-facts';

/**
 * The sales report's tax (docs/product/tax.md#in-the-reports) from its facts, pure: summed in
 * cents, dollars last, so the days and the rates add up to the total to the cent.
 */
export function salesTax(facts: readonly TaxFact[]): SalesTax {
  const byRate = new Map<string, TaxFact>();
  for (const fact of facts) {
    const key = rateKey(fact);
    const into = byRate.get(key) ?? { ...fact, taxableCents: 0, taxCents: 0 };
    into.taxableCents += fact.taxableCents;
    into.taxCents += fact.taxCents;
    byRate.set(key, into);
  }
  return {
    total_tax: centsToDollars(facts.reduce((sum, fact) => sum + fact.taxCents, 0)),
    by_rate: [...byRate.values()].sort(byName).map(rateTax),
    daily: [...facts]
      .sort((a, b) => a.date.localeCompare(b.date) || byName(a, b))
      .map((fact) => ({ date: fact.date, ...rateTax(fact) })),
  };
}

const rateKey = (fact: TaxFact) => `${fact.rateThousandths} ${fact.rateName}`;

const byName = (a: TaxFact, b: TaxFact) =>
  a.rateName.localeCompare(b.rateName) || a.rateThousandths - b.rateThousandths;

function rateTax(fact: TaxFact): RateTax {
  return {
    rate_name: fact.rateName,
    percentage: thousandthsToPercent(fact.rateThousandths),
    taxable_sales: centsToDollars(fact.taxableCents),
    tax: centsToDollars(fact.taxCents),
  };
}
