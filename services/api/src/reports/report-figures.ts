import {
  profitMargin,
  SALE_CHANNELS,
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
import type { DayChannelFact } from './report-facts';

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

export function salesSummary({ orders, revenueCents }: Totals): SalesSummary {
  return {
    total_sales: centsToDollars(revenueCents),
    total_orders: orders,
    average_order_value: orders ? centsToDollars(divideCents(revenueCents, orders)) : 0,
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

const ofChannel = (facts: readonly DayChannelFact[], channel: SaleChannel) =>
  facts.filter((fact) => fact.channel === channel);

/** `split=channel`: web first, then the till, both always listed. */
export function salesByChannel(
  dates: readonly string[],
  facts: readonly DayChannelFact[],
): ChannelSales[] {
  return SALE_CHANNELS.map((channel) => {
    const mine = ofChannel(facts, channel);
    return { channel, summary: salesSummary(totalsOf(mine)), daily_sales: dailySales(dates, mine) };
  });
}

export function profitSummary({
  revenueCents,
  costCents,
}: Pick<Totals, 'revenueCents' | 'costCents'>): ProfitSummary {
  const profitCents = revenueCents - costCents;
  return {
    total_revenue: centsToDollars(revenueCents),
    total_cost: centsToDollars(costCents),
    total_profit: centsToDollars(profitCents),
    profit_margin: profitMargin(revenueCents, profitCents),
  };
}

export function dailyProfit(
  dates: readonly string[],
  facts: readonly DayChannelFact[],
): DailyProfit[] {
  return totalsByDate(dates, facts).map((totals) => ({
    date: totals.date,
    orders: totals.orders,
    ...profitSummary(totals),
  }));
}

export function profitByChannel(facts: readonly DayChannelFact[]): ChannelProfit[] {
  return SALE_CHANNELS.map((channel) => ({
    channel,
    ...profitSummary(totalsOf(ofChannel(facts, channel))),
  }));
}
