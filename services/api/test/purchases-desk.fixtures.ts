import type { PurchaseList, PurchaseQueryParams } from '@shop/contracts';
import { Purchase } from '../src/purchases/purchase.entity';
import { shopDate } from '../src/reports/report-days';
import type { TestShop } from './support/test-shop';

/** The orders desk's tests run in a zone far from UTC, so a shop day is not a UTC day. */
export const DESK_ZONE = 'Pacific/Auckland';

export function deskQuery(params: PurchaseQueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `GET /purchases/` as `token`, with the query given. */
export const listPurchases = (shop: TestShop, token: string, params: PurchaseQueryParams = {}) =>
  shop.send<PurchaseList>('GET', `/purchases/${deskQuery(params)}`, undefined, token);

/** Every purchase in the database, newest first, as the desk orders them, with what filters read. */
export async function storedPurchases(shop: TestShop) {
  const purchases = await shop.orm.em
    .fork()
    .find(
      Purchase,
      {},
      { populate: ['items.product'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
    );
  return purchases.map((purchase) => ({
    id: purchase.id,
    status: purchase.status,
    paymentStatus: purchase.paymentStatus,
    channel: purchase.channel,
    userId: purchase.user.id,
    cashierId: purchase.cashier?.id ?? null,
    day: shopDate(purchase.createdAt, DESK_ZONE),
    productIds: purchase.items.getItems().map((item) => item.product.id),
  }));
}
