import { shiftReportDate } from '@shop/contracts';
import { shopDate } from '../reports/report-days';

/**
 * True while today, in the shop's calendar, is at most `days` days after the day of the sale
 * (docs/product/returns.md#rules): with 30, a sale of 1 March can be returned until 31 March;
 * with 0, on its own day only.
 */
export function withinReturnsWindow(
  soldAt: Date,
  now: Date,
  timeZone: string,
  days: number,
): boolean {
  return shopDate(now, timeZone) <= shiftReportDate(shopDate(soldAt, timeZone), days);
}
