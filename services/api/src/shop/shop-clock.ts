/** Where "now" comes from: the system clock, or a test's own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The shop's calendar and clock, for the dashboard, the reports and the rollups
 * (docs/product/api.md#reports-and-dashboard). The time zone is a store setting
 * (docs/product/settings.md#time-zone), read through the settings' cache each time, so a
 * change reaches every reader at once.
 */
export interface ShopClock {
  /** IANA name, e.g. `Europe/London`. */
  timeZone(): Promise<string>;
  clock: Clock;
}

/** Nest's injection token for `ShopClock`. */
export const SHOP_CLOCK = 'ShopClock';
