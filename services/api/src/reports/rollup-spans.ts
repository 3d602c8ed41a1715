import type { Knex } from '@mikro-orm/knex';
import { shiftReportDate } from '@shop/contracts';
import type { ReportDays } from './report-days';

/** Which whole months (`YYYY-MM`, inclusive) and which single days (`[from, to]`) cover a range. */
export interface RollupSpans {
  months: [string, string] | null;
  days: [string, string][];
}

const monthOf = (date: string) => date.slice(0, 7);
const lastDayOf = (month: string) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, index, 0)).getUTCDate()).padStart(2, '0')}`;
};
const nextMonth = (month: string) => monthOf(shiftReportDate(lastDayOf(month), 1));
const previousMonth = (month: string) => monthOf(shiftReportDate(`${month}-01`, -1));

/** The range's whole months, and the days before and after them. */
export function rollupSpans(start: string, end: string): RollupSpans {
  const first = start.endsWith('-01') ? monthOf(start) : nextMonth(monthOf(start));
  const last = end === lastDayOf(monthOf(end)) ? monthOf(end) : previousMonth(monthOf(end));
  if (first > last) return { months: null, days: [[start, end]] };
  const days: [string, string][] = [];
  if (start < `${first}-01`) days.push([start, shiftReportDate(`${first}-01`, -1)]);
  if (end > lastDayOf(last)) days.push([shiftReportDate(lastDayOf(last), 1), end]);
  return { months: [first, last], days };
}

/**
 * A query summing each product's counted sales over the range, from the monthly rows of its
 * whole months and the daily rows of the rest: `product_id, orders, quantity, revenue_cents,
 * cost_cents`, products without a counted sale left out.
 */
export function productSumsQuery(knex: Knex, range: ReportDays): Knex.QueryBuilder {
  const spans = rollupSpans(range.dates[0]!, range.dates[range.dates.length - 1]!);
  const columns = ['product_id', 'orders', 'quantity', 'revenue_cents', 'cost_cents'];
  const parts = [
    ...(spans.months
      ? [knex('sales_month_product').select(columns).whereBetween('month', spans.months)]
      : []),
    ...spans.days.map((span) =>
      knex('sales_day_product').select(columns).whereBetween('day', span),
    ),
  ];
  const [first, ...rest] = parts;
  return knex
    .from(first!.unionAll(rest).as('r'))
    .select([
      'product_id',
      knex.raw('sum(orders) as orders'),
      knex.raw('sum(quantity) as quantity'),
      knex.raw('sum(revenue_cents) as revenue_cents'),
      knex.raw('sum(cost_cents) as cost_cents'),
    ])
    .groupBy('product_id')
    .havingRaw('sum(orders) > 0');
}
