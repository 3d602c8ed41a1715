import { DEFAULT_SHOP_TIME_ZONE, type ShopBody } from '@shop/contracts';
import { injectEndpoints } from '../api/inject-endpoints';

/**
 * `GET /shop`: the shop's own settings, public. The time zone is the server's setting, so
 * one read serves the whole visit (an hour unused before it is asked again).
 */
export const shopApi = injectEndpoints((build) => ({
  getShop: build.query<ShopBody, void>({
    query: () => '/shop',
    keepUnusedDataFor: 60 * 60,
  }),
}));

/** The shop's clock as the screens know it. */
export interface ShopTimeZone {
  /** IANA name: the API's `SHOP_TIME_ZONE`, or UTC (its default) while unknown. */
  timeZone: string;
  /**
   * False only while the first read is in flight. A screen whose request hangs on which
   * day it is in the shop (the reports' "today") waits for it; after a failed read the
   * default zone stands, as it would on a server with SHOP_TIME_ZONE unset.
   */
  settled: boolean;
}

/** The shop's time zone, read once per visit and held in the store. */
export function useShopTimeZone(): ShopTimeZone {
  const { data, isLoading } = shopApi.useGetShopQuery();
  return { timeZone: data?.time_zone ?? DEFAULT_SHOP_TIME_ZONE, settled: !isLoading };
}
