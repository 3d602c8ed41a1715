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
 * A statement summing each product's counted sales over the range, from the monthly rows of
 * its whole months and the daily rows of the rest: `product_id, orders, quantity,
 * revenue_cents, cost_cents`, products without a counted sale left out.
 */
export function productSums(range: ReportDays): { sql: string; params: unknown[] } {
  const spans = rollupSpans(range.dates[0]!, range.dates[range.dates.length - 1]!);
  const parts: string[] = [];
  const params: unknown[] = [];
  const columns = 'product_id, orders, quantity, revenue_cents, cost_cents';
  if (spans.months) {
    parts.push(`select ${columns} from sales_month_product where month >= ? and month <= ?`);
    params.push(...spans.months);
  }
  for (const [from, to] of spans.days) {
    parts.push(`select ${columns} from sales_day_product where day >= ? and day <= ?`);
    params.push(from, to);
  }
  return {
    sql:
      'select product_id, sum(orders) as orders, sum(quantity) as quantity,' +
      ' sum(revenue_cents) as revenue_cents, sum(cost_cents) as cost_cents' +
      ` from (${parts.join(' union all ')}) r group by product_id having sum(orders) > 0`,
    params,
  };
}
