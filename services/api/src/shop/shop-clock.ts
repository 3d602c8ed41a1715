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
