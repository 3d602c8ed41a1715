import type {
  CreatePurchaseBody,
  Purchase as PurchaseBody,
  PurchaseResponse,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { InventoryRecord } from '../src/inventory/inventory-record.entity';
import { adjustStock } from '../src/inventory/stock-ledger';
import { StockMovement } from '../src/inventory/stock-movement.entity';
import { Purchase } from '../src/purchases/purchase.entity';
import type { TestShop } from './support/test-shop';

/**
 * Where the tests' web orders go (docs/product/cart-and-checkout.md#delivery-address): the shop's
 * own street, a valid US address.
 */
export const TEST_SHIPPING_ADDRESS = {
  line1: '350 Fifth Avenue',
  line2: 'Suite 4100',
  city: 'New York',
  state: 'NY',
  zip: '10118',
} as const;

/**
 * Places a purchase as the token's user; cash unless the body says otherwise. A web order goes
 * to TEST_SHIPPING_ADDRESS unless the body names an address (or `shipping_address: undefined`).
 */
export function buy(
  shop: TestShop,
  token: string | undefined,
  // Deliberately loose: tests send malformed items too.
  items: CreatePurchaseBody['items'] | unknown[],
  extra: Record<string, unknown> = {},
) {
  return shop.send<PurchaseResponse>(
    'POST',
    '/purchases/',
    { items, payment_method: 'cash', ...deliveryFor(extra), ...extra },
    token,
  );
}

const deliveryFor = (extra: Record<string, unknown>) =>
  extra['channel'] === 'pos' || 'address_id' in extra || 'shipping_address' in extra
    ? {}
    : { shipping_address: TEST_SHIPPING_ADDRESS };

/** A purchase of one product that must succeed; the test fails here when it does not. */
export async function placeOrder(
  shop: TestShop,
  token: string,
  productId: number,
  quantity = 2,
  payment_method = 'cash',
): Promise<PurchaseBody> {
  const response = await buy(shop, token, [{ product_id: productId, quantity }], {
    payment_method,
  });
  expect(response.status).toBe(201);
  return response.body.purchase;
}

export const editPurchase = (
  shop: TestShop,
  token: string | undefined,
  id: number,
  body: unknown,
) => shop.send<PurchaseResponse>('PUT', `/purchases/${id}`, body, token);

export const cancelPurchase = (shop: TestShop, token: string, id: number) =>
  shop.send<PurchaseResponse>('POST', `/purchases/${id}/cancel`, undefined, token);

/** A product on sale with at least `minimum` pieces in stock, skipping `except`. */
export async function productInStock(
  shop: TestShop,
  minimum = 20,
  except: number[] = [],
): Promise<Product> {
  const record = await shop.orm.em.fork().findOneOrFail(
    InventoryRecord,
    {
      quantityInStock: { $gte: minimum },
      product: { isActive: true, id: { $nin: except.length ? except : [0] } },
    },
    { populate: ['product'], orderBy: { product: { id: 'asc' } } },
  );
  return record.product;
}

export async function stockOf(shop: TestShop, productId: number): Promise<number> {
  const record = await shop.orm.em.fork().findOneOrFail(InventoryRecord, { product: productId });
  return record.quantityInStock;
}

/**
 * Sets a product's stock the way staff would: an adjustment through the stock ledger,
 * so the ledger keeps adding up.
 */
export async function setStock(shop: TestShop, productId: number, quantity: number) {
  const change = quantity - (await stockOf(shop, productId));
  if (change === 0) return;
  await shop.orm.em
    .fork()
    .transactional((em) => adjustStock(em, { productId, change, reference: 'test setup' }));
}

/** Every row count a refused purchase must leave alone, plus one product's stock. */
export async function snapshot(shop: TestShop, productIds: number[]) {
  const em = shop.orm.em.fork();
  return {
    purchases: await em.count(Purchase),
    movements: await em.count(StockMovement),
    stock: await Promise.all(productIds.map((id) => stockOf(shop, id))),
  };
}
