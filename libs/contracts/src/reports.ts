import type { PurchaseStatus } from './purchase-statuses';
import type { ReturnStatus } from './returns';

/**
 * What the dashboard and the reports share (docs/product/api.md#reports-and-dashboard,
 * docs/decisions/0031-which-sales-count.md): which purchases count as sales, the shop's calendar,
 * and how a change between two periods is shown.
 */

/** The rule in words, for the screens and the API document. */
export const SALES_RULE =
  'Sales count every purchase that is not cancelled; returns count on the day they are refunded and come off net sales.';

/** The one rule (its SQL twin is services/api/src/reports/sales-rule.sql.ts). */
export function countsAsSale(status: PurchaseStatus): boolean {
  return status !== 'cancelled';
}

/**
 * A return counts once its money went back (`refunded`), while its purchase counts as a sale
 * (docs/product/returns.md#in-the-reports); its SQL twin is in sales-rule.sql.ts.
 */
export function countsAsReturn(
  returnStatus: ReturnStatus,
  purchaseStatus: PurchaseStatus,
): boolean {
  return returnStatus === 'refunded' && countsAsSale(purchaseStatus);
}

/** `SHOP_TIME_ZONE` when unset. Days run midnight to midnight there; weeks start on Monday. */
export const DEFAULT_SHOP_TIME_ZONE = 'UTC';

/** A shop-calendar day, `YYYY-MM-DD`. */
export const SHOP_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `current` against `previous` in percent, one decimal; null when there is nothing to
 * compare with (`previous` is 0), so a screen shows "no sales yesterday" rather than ∞.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
