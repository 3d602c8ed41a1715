import { centsToDollars, REPORT_TOP_PRODUCTS, type SalesReturns } from '@shop/contracts';
import type { ReturnDayFact, ReturnProductFact } from './report-facts';

/**
 * The reports' figures of returns (docs/product/returns.md#in-the-reports), pure, in whole cents
 * until the end like report-figures.ts.
 */

export interface ReturnTotals {
  returns: number;
  quantity: number;
  amountCents: number;
  taxCents: number;
  restockedCostCents: number;
}

type Sums = Omit<ReturnTotals, 'returns'>;

function addSums<T extends Sums>(into: T, fact: Sums): T {
  into.quantity += fact.quantity;
  into.amountCents += fact.amountCents;
  into.taxCents += fact.taxCents;
  into.restockedCostCents += fact.restockedCostCents;
  return into;
}

export const zeroReturned = () => ({
  quantity: 0,
  amountCents: 0,
  taxCents: 0,
  restockedCostCents: 0,
});

export function returnTotalsOf(facts: readonly ReturnDayFact[]): ReturnTotals {
  return facts.reduce(
    (totals, fact) => ({ ...addSums(totals, fact), returns: totals.returns + fact.returns }),
    { returns: 0, ...zeroReturned() },
  );
}

/** Groups `facts` by `keyOf`, summed, in the order each key is first met. */
export function grouped<K>(
  facts: readonly ReturnProductFact[],
  keyOf: (fact: ReturnProductFact) => K,
) {
  const groups = new Map<K, { first: ReturnProductFact } & Sums>();
  for (const fact of facts) {
    const key = keyOf(fact);
    const group = groups.get(key) ?? { first: fact, ...zeroReturned() };
    groups.set(key, addSums(group, fact));
  }
  return [...groups.values()];
}

const byUnitsThenAmount = (a: Sums, b: Sums) =>
  b.quantity - a.quantity || b.amountCents - a.amountCents;

/** The sales report's `returns` section. */
export function salesReturns(
  dates: readonly string[],
  days: readonly ReturnDayFact[],
  products: readonly ReturnProductFact[],
): SalesReturns {
  const totals = returnTotalsOf(days);
  return {
    total: centsToDollars(totals.amountCents),
    count: totals.returns,
    quantity: totals.quantity,
    tax: centsToDollars(totals.taxCents),
    daily: dates.map((date) => {
      const day = returnTotalsOf(days.filter((fact) => fact.date === date));
      const amount = centsToDollars(day.amountCents);
      return { date, returns: day.returns, quantity: day.quantity, amount };
    }),
    by_reason: grouped(products, (fact) => fact.reason)
      .sort((a, b) => byUnitsThenAmount(a, b) || (a.first.reason < b.first.reason ? -1 : 1))
      .map((group) => ({
        reason: group.first.reason,
        quantity: group.quantity,
        amount: centsToDollars(group.amountCents),
      })),
    by_product: grouped(products, (fact) => fact.productId)
      .sort(
        (a, b) =>
          byUnitsThenAmount(a, b) ||
          a.first.name.localeCompare(b.first.name) ||
          a.first.productId - b.first.productId,
      )
      .slice(0, REPORT_TOP_PRODUCTS)
      .map((group) => ({
        product_id: group.first.productId,
        name: group.first.name,
        sku: group.first.sku,
        quantity: group.quantity,
        amount: centsToDollars(group.amountCents),
      })),
  };
}
