/**
 * Body of `GET /shop`: what every screen needs to know about the shop itself. The screens
 * show dates and times on the shop's clock, `time_zone` (an IANA name, `SHOP_TIME_ZONE`),
 * not the browser's.
 */
export interface ShopBody {
  time_zone: string;
}
