import { DEFAULT_SHOP_TIME_ZONE, type ShippingRule, type ShopBody } from '@shop/contracts';
import { injectEndpoints } from '../api/inject-endpoints';

/**
 * `GET /shop`: the shop's own settings, public (docs/product/settings.md). They change a few
 * times a year, so one read serves the whole visit (an hour unused before it is asked again);
 * the back office's settings save invalidates `Shop`.
 */
export const shopApi = injectEndpoints((build) => ({
  getShop: build.query<ShopBody, void>({
    query: () => '/shop',
    keepUnusedDataFor: 60 * 60,
    providesTags: ['Shop'],
  }),
}));

/** Free shipping: what the product describes, and the answer until the shop's has loaded. */
const FREE_SHIPPING: ShippingRule = { flat_fee: 0, free_over: null };

/** The web checkout's shipping rule (docs/product/settings.md#shipping). */
export function useShippingRule(): ShippingRule {
  return shopApi.useGetShopQuery().data?.shipping ?? FREE_SHIPPING;
}

/** Days a buyer has to return an item: the product's 30 until the shop's answer says. */
export function useReturnsWindowDays(): number {
  return shopApi.useGetShopQuery().data?.returns_window_days ?? 30;
}

/**
 * The storefront's switches (docs/product/settings.md#storefront): both on until the shop's
 * answer says otherwise, as the product describes.
 */
export function useStorefrontSwitches(): ShopBody['storefront'] {
  return (
    shopApi.useGetShopQuery().data?.storefront ?? {
      show_sample_rating: true,
      show_list_price: true,
    }
  );
}

/**
 * Whether the shop sends e-mail over SMTP (docs/product/e-mails.md#without-an-smtp-server): null
 * until the shop's answer has loaded, false when e-mails are only logged.
 */
export function useMailConfigured(): boolean | null {
  return shopApi.useGetShopQuery().data?.mail_configured ?? null;
}

/**
 * The shop's own details (name, address, phone, e-mail) for what prints them, such as the packing
 * slip (docs/product/purchases.md#packing-slip); undefined until loaded, `failed` on an error.
 */
export function useShopDetails(): {
  shop: ShopBody | undefined;
  loading: boolean;
  failed: boolean;
} {
  const { data, isLoading, isError } = shopApi.useGetShopQuery();
  return { shop: data, loading: isLoading, failed: isError };
}

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
