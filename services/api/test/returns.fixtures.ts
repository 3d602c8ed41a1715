import type {
  Purchase as PurchaseBody,
  PurchaseResponse,
  ReturnResponse,
  TillReturnBody,
} from '@shop/contracts';
import { Purchase } from '../src/purchases/purchase.entity';
import type { TestShop } from './support/test-shop';
import { buy } from './purchases.fixtures';
import { pay } from './payments.fixtures';
import { atTill, openTill } from './drawer.fixtures';

/** A till sale of `items` (by card unless `extra` says otherwise), which must succeed. */
export async function tillSale(
  shop: TestShop,
  staff: string,
  items: { product_id: number; quantity: number }[],
  extra: Record<string, unknown> = {},
): Promise<PurchaseBody> {
  // A till sale needs its register's open drawer session (docs/product/registers.md).
  const response = await buy(shop, staff, items, {
    ...atTill(await openTill(shop)),
    payment_method: 'card',
    ...extra,
  });
  expect(response.status).toBe(201);
  return response.body.purchase;
}

/** A customer's web order, which must succeed; by card, paid with the test card. */
export async function webOrder(
  shop: TestShop,
  customer: string,
  items: { product_id: number; quantity: number }[],
  payment_method: 'card' | 'cash' = 'card',
): Promise<PurchaseBody> {
  const response = await buy(shop, customer, items, { payment_method });
  expect(response.status).toBe(201);
  if (payment_method === 'cash') return response.body.purchase;
  // A card order waits for the provider (docs/product/cart-and-checkout.md#paying-by-card).
  const paid = await pay(shop, customer, response.body.purchase.id);
  expect(paid.status).toBe(200);
  return paid.body.purchase;
}

/** JSON to the API with extra headers (an Idempotency-Key, an approval). */
export function sendWith<T>(
  shop: TestShop,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return shop.request<T>(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * `POST /returns/`, answering whatever the API answers. A return is taken in a drawer session
 * (docs/product/registers.md#returns-at-the-till): without a `register_id` it goes to the Front
 * counter, opened first if it is not.
 */
export async function tillReturn(
  shop: TestShop,
  token: string,
  body: Omit<TillReturnBody, 'register_id'> & { register_id?: number },
  headers: Record<string, string> = {},
) {
  const register_id = body.register_id ?? (await openTill(shop)).registerId;
  return sendWith<ReturnResponse>(
    shop,
    'POST',
    '/returns/',
    token,
    { ...body, register_id },
    headers,
  );
}

/** Every line of `purchase` once, `quantity` units each, restocked for a wrong size. */
export const linesOf = (purchase: PurchaseBody, quantity = 1) =>
  purchase.items.map((item) => ({
    purchase_item_id: item.id,
    quantity,
    reason: 'wrong_size' as const,
    disposition: 'restock' as const,
  }));

export const getPurchase = async (shop: TestShop, token: string, id: number) =>
  (await shop.send<PurchaseResponse>('GET', `/purchases/${id}`, undefined, token)).body.purchase;

/** Moves a purchase back in time behind the API's back (the window is worked out from it). */
export async function soldDaysAgo(shop: TestShop, id: number, days: number): Promise<void> {
  const at = new Date(Date.now() - days * 86_400_000);
  await shop.orm.em.fork().nativeUpdate(Purchase, { id }, { createdAt: at });
}

/** A web order moved to completed by staff (delivered), which online returns need. */
export async function delivered(shop: TestShop, staff: string, id: number): Promise<void> {
  const response = await shop.send('PUT', `/purchases/${id}`, { status: 'completed' }, staff);
  expect(response.status).toBe(200);
}
