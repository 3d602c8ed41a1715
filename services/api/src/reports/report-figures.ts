import {
  profitMargin,
  SALE_CHANNELS,
  type CategoryProfit,
  type ChannelProfit,
  type ChannelSales,
  type DailyProfit,
  type DailySales,
  type ProfitSummary,
  type SaleChannel,
  type SalesSummary,
  centsToDollars,
  divideCents,
} from '@shop/contracts';
import type {
  CategoryFact,
  DayChannelFact,
  ReturnDayFact,
  ReturnProductFact,
} from './report-facts';
import { grouped, returnTotalsOf, zeroReturned, type ReturnTotals } from './return-figures';

/**
 * The reports' figures from their facts (report-facts.ts), pure: sums stay in whole cents
 * and become dollars last, so the days always add up to the summary to the cent.
 */

interface Totals {
  orders: number;
  revenueCents: number;
  costCents: number;
}

const zero = (): Totals => ({ orders: 0, revenueCents: 0, costCents: 0 });

function add(into: Totals, fact: Totals): Totals {
  into.orders += fact.orders;
  into.revenueCents += fact.revenueCents;
  into.costCents += fact.costCents;
  return into;
}

export function totalsOf(facts: readonly Totals[]): Totals {
  return facts.reduce(add, zero());
}

/** Each date's totals, every date listed (zeros included), in the dates' order. */
export function totalsByDate(dates: readonly string[], facts: readonly DayChannelFact[]) {
  const byDate = new Map(dates.map((date) => [date, zero()]));
  for (const fact of facts) {
    const totals = byDate.get(fact.date);
    if (totals) add(totals, fact);
  }
  return dates.map((date) => ({ date, ...byDate.get(date)! }));
}

/** The summary, returns taken off net sales (docs/product/returns.md#in-the-reports). */
export function salesSummary(
  { orders, revenueCents }: Totals,
  returned: Pick<ReturnTotals, 'returns' | 'amountCents'> = returnTotalsOf([]),
): SalesSummary {
  return {
    total_sales: centsToDollars(revenueCents),
    total_orders: orders,
    average_order_value: orders ? centsToDollars(divideCents(revenueCents, orders)) : 0,
    returns: centsToDollars(returned.amountCents),
    returns_count: returned.returns,
    net_sales: centsToDollars(revenueCents - returned.amountCents),
  };
}

export function dailySales(
  dates: readonly string[],
  facts: readonly DayChannelFact[],
): DailySales[] {
  return totalsByDate(dates, facts).map(({ date, orders, revenueCents }) => ({
    date,
    orders,
    total: centsToDollars(revenueCents),
  }));
}

const ofChannel = <T extends { channel: SaleChannel }>(facts: readonly T[], channel: SaleChannel) =>
  facts.filter((fact) => fact.channel === channel);

/** `split=channel`: web first, then the till, both always listed. */
export function salesByChannel(
  dates: readonly string[],
  facts: readonly DayChannelFact[],
  returns: readonly ReturnDayFact[] = [],
): ChannelSales[] {
  return SALE_CHANNELS.map((channel) => {
    const mine = ofChannel(facts, channel);
    const summary = salesSummary(totalsOf(mine), returnTotalsOf(ofChannel(returns, channel)));
    return { channel, summary, daily_sales: dailySales(dates, mine) };
  });
}

/**
 * Revenue and cost net of returns (docs/product/returns.md#in-the-reports): the returns' amount
 * comes off the revenue, the cost of the units put back on the shelf off the cost.
 */
export function profitSummary(
  { revenueCents: sold, costCents: spent }: Pick<Totals, 'revenueCents' | 'costCents'>,
  returned: Pick<ReturnTotals, 'amountCents' | 'restockedCostCents'> = returnTotalsOf([]),
): ProfitSummary {
  const revenueCents = sold - returned.amountCents;
  const costCents = spent - returned.restockedCostCents;
  const profitCents = revenueCents - costCents;
  return {
    total_revenue: centsToDollars(revenueCents),
    total_cost: centsToDollars(costCents),
    total_profit: centsToDollars(profitCents),
    profit_margin: profitMargin(revenueCents, profitCents),
    returns: centsToDollars(returned.amountCents),
    restocked_cost: centsToDollars(returned.restockedCostCents),
  };
}

export function dailyProfit(
  dates: readonly string[],
  facts: readonly DayChannelFact[],
  returns: readonly ReturnDayFact[] = [],
): DailyProfit[] {
  return totalsByDate(dates, facts).map((totals) => ({
    date: totals.date,
    orders: totals.orders,
    ...profitSummary(totals, returnTotalsOf(returns.filter((fact) => fact.date === totals.date))),
  }));
}

export function profitByChannel(
  facts: readonly DayChannelFact[],
  returns: readonly ReturnDayFact[] = [],
): ChannelProfit[] {
  return SALE_CHANNELS.map((channel) => ({
    channel,
    ...profitSummary(
      totalsOf(ofChannel(facts, channel)),
      returnTotalsOf(ofChannel(returns, channel)),
    ),
  }));
}

/**
 * Profit by category net of returns: every category with sales or returns in the range, by net
 * revenue then name.
 */
export function categoryProfits(
  categories: readonly CategoryFact[],
  returns: readonly ReturnProductFact[],
): CategoryProfit[] {
  const returned = new Map(
    grouped(returns, (fact) => fact.categoryId).map((group) => [group.first.categoryId, group]),
  );
  const rows = new Map(
    categories.map((category) => [category.categoryId, { ...category }] as const),
  );
  for (const [id, group] of returned)
    if (!rows.has(id))
      rows.set(id, {
        categoryId: id,
        name: group.first.categoryName,
        revenueCents: 0,
        costCents: 0,
      });
  return [...rows.values()]
    .map((category) => {
      const back = returned.get(category.categoryId) ?? zeroReturned();
      return {
        category_id: category.categoryId,
        category_name: category.name,
        netCents: category.revenueCents - back.amountCents,
        ...profitSummary(category, back),
      };
    })
    .sort((a, b) => b.netCents - a.netCents || a.category_name.localeCompare(b.category_name))
    .map(({ netCents: _net, ...row }) => row);
}
