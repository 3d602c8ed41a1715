import {
  dailyProfit,
  dailySales,
  profitSummary,
  salesByChannel,
  salesSummary,
  totalsOf,
} from './report-figures';
import type { DayChannelFact } from './report-facts';

const facts: DayChannelFact[] = [
  { date: '2031-03-02', channel: 'web', orders: 2, revenueCents: 1001, costCents: 400 },
  { date: '2031-03-02', channel: 'pos', orders: 1, revenueCents: 333, costCents: 333 },
  { date: '2031-03-09', channel: 'pos', orders: 1, revenueCents: 5, costCents: 1 },
];
const dates = ['2031-03-01', '2031-03-02'];

describe('report figures', () => {
  it('lists every date, zeros included, and leaves facts outside the dates out', () => {
    expect(dailySales(dates, facts)).toEqual([
      { date: '2031-03-01', orders: 0, total: 0 },
      { date: '2031-03-02', orders: 3, total: 13.34 },
    ]);
  });

  it('averages to the cent and gives 0 without orders', () => {
    expect(salesSummary(totalsOf(facts.slice(0, 2)))).toEqual({
      total_sales: 13.34,
      total_orders: 3,
      average_order_value: 4.45,
      returns: 0,
      returns_count: 0,
      net_sales: 13.34,
    });
    expect(salesSummary(totalsOf([]))).toEqual({
      total_sales: 0,
      total_orders: 0,
      average_order_value: 0,
      returns: 0,
      returns_count: 0,
      net_sales: 0,
    });
  });

  it('works out profit and margin, and splits by channel, web first', () => {
    expect(profitSummary({ revenueCents: 1334, costCents: 733 })).toEqual({
      total_revenue: 13.34,
      total_cost: 7.33,
      total_profit: 6.01,
      profit_margin: 45.1,
      returns: 0,
      restocked_cost: 0,
    });
    // Net of returns: $2.00 given back, $0.80 of cost back on the shelf.
    expect(
      profitSummary(
        { revenueCents: 1334, costCents: 733 },
        { amountCents: 200, restockedCostCents: 80 },
      ),
    ).toEqual({
      total_revenue: 11.34,
      total_cost: 6.53,
      total_profit: 4.81,
      profit_margin: 42.4,
      returns: 2,
      restocked_cost: 0.8,
    });
    expect(dailyProfit(dates, facts)[0]).toMatchObject({ orders: 0, profit_margin: 0 });
    expect(
      salesByChannel(dates, facts.slice(0, 2)).map((c) => [c.channel, c.summary.total_orders]),
    ).toEqual([
      ['web', 2],
      ['pos', 1],
    ]);
  });
});
