import { shopDate } from '../reports/report-days';
import type { ShopClock } from '../shop/shop-clock';

/**
 * Today on the shop's calendar, the day a code's start and end dates are compared with
 * (docs/product/discount-codes.md#dates): the shop clock in the shop's time zone, as the reports
 * count days.
 */
export async function codeDay(shop: ShopClock): Promise<string> {
  return shopDate(shop.clock.now(), await shop.timeZone());
}
