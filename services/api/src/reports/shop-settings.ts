import { DEFAULT_SHOP_TIME_ZONE } from '@shop/contracts';
import { canonicalTimeZone } from './shop-calendar';

/** Where "now" comes from: the system clock, or a test's own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The shop's calendar and clock, for the dashboard and the reports
 * (docs/product/api.md#reports-and-dashboard).
 */
export interface ShopSettings {
  /** IANA name, e.g. `Europe/London`. */
  timeZone: string;
  clock: Clock;
}

/** Nest's injection token for `ShopSettings`. */
export const SHOP_SETTINGS = 'ShopSettings';

/**
 * `SHOP_TIME_ZONE` (default UTC), by its canonical name. A name the platform does not know
 * stops the API at start-up: every day boundary of the dashboard and the reports hangs on it.
 */
export function readShopTimeZone(value: string | undefined): string {
  const name = value?.trim() || DEFAULT_SHOP_TIME_ZONE;
  const canonical = canonicalTimeZone(name);
  if (!canonical)
    throw new Error(
      `SHOP_TIME_ZONE must be an IANA time zone name such as UTC, Europe/London or` +
        ` America/New_York, got "${name}"`,
    );
  return canonical;
}
