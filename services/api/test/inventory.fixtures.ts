import type {
  AdjustStockBody,
  Category,
  InventoryList,
  InventoryQueryParams,
  InventoryRecordResponse,
  Product,
  ProductCreateBody,
  RestockBody,
  StockMovementList,
} from '@shop/contracts';
import { InventoryRecord } from '../src/inventory/inventory-record.entity';
import { ledgerMismatches } from '../src/inventory/stock-ledger-check';
import { StockMovement } from '../src/inventory/stock-movement.entity';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import type { DatabaseTarget } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

/** A shop with the demo staff, admin and customer signed in. */
export async function bootInventoryShop(target: DatabaseTarget) {
  const shop = await startTestShop(target);
  await grantToStaff(shop, 'adjust_stock', 'edit_catalogue', 'cancel_sales', 'see_costs');
  const [staff, admin, customer] = await Promise.all([
    signIn(shop, DEMO.staff),
    signIn(shop, DEMO.admin),
    signIn(shop, DEMO.customer),
  ]);
  return { shop, staff, admin, customer };
}

/** `?a=1&b=2` of the params given (none: ''). */
export function queryString(params: InventoryQueryParams = {}): string {
  const search = new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return search ? `?${search}` : '';
}

/** The inventory calls, as a staff client makes them. */
export function inventoryClient(shop: TestShop, token: string) {
  return {
    list: (params?: InventoryQueryParams) =>
      shop.send<InventoryList>('GET', `/inventory/${queryString(params)}`, undefined, token),
    get: (productId: number) =>
      shop.send<InventoryRecordResponse>('GET', `/inventory/${productId}`, undefined, token),
    setLevels: (productId: number, body: unknown) =>
      shop.send<InventoryRecordResponse>('PUT', `/inventory/${productId}`, body, token),
    // Loose on purpose: tests send malformed bodies too.
    restock: (productId: number, body: RestockBody | object) =>
      shop.send<InventoryRecordResponse>('POST', `/inventory/${productId}/restock`, body, token),
    adjust: (productId: number, body: AdjustStockBody | object) =>
      shop.send<InventoryRecordResponse>('POST', `/inventory/${productId}/adjust`, body, token),
    movements: (productId: number, query = '') =>
      shop.send<StockMovementList>(
        'GET',
        `/inventory/${productId}/movements${query}`,
        undefined,
        token,
      ),
  };
}
export type InventoryClient = ReturnType<typeof inventoryClient>;

/** A new category of the test's own, so its products can be listed apart from the demo's. */
export async function createCategory(shop: TestShop, staff: string, name: string) {
  const response = await shop.send<{ category: Category }>('POST', '/categories/', { name }, staff);
  expect(response.status).toBe(201);
  return response.body.category;
}

/** A product made through the API; its opening stock goes through the ledger. */
export async function createProduct(
  shop: TestShop,
  staff: string,
  overrides: Partial<ProductCreateBody> & Pick<ProductCreateBody, 'sku' | 'category_id'>,
): Promise<Product> {
  const response = await shop.send<{ product: Product }>(
    'POST',
    '/products/',
    {
      name: 'Stockroom Tee',
      brand: 'StockFit',
      size: 'M',
      color: 'Blue',
      selling_price: 25,
      cost_price: 10,
      ...overrides,
    },
    staff,
  );
  expect(response.status).toBe(201);
  return response.body.product;
}

/** Sets a product's stock through the API (a count correction), as staff would. */
export async function setStockTo(client: InventoryClient, productId: number, quantity: number) {
  const current = (await client.get(productId)).body.inventory.quantity_in_stock;
  if (current === quantity) return;
  const response = await client.adjust(productId, {
    quantity_change: quantity - current,
    reason: 'count_correction',
  });
  expect(response.status).toBe(200);
}

/** Everything a refused change must leave alone: the record and the number of movements. */
export async function stockSnapshot(shop: TestShop, client: InventoryClient, productId: number) {
  const record = (await client.get(productId)).body.inventory;
  const movements = await shop.orm.em.fork().count(StockMovement, { product: productId });
  return { record, movements };
}

/** Every product's movements add up to its stock, and no stock is below zero. */
export async function expectLedgerConsistent(shop: TestShop): Promise<void> {
  expect(await ledgerMismatches(shop.orm.em.fork())).toEqual([]);
  expect(await shop.orm.em.fork().count(InventoryRecord, { quantityInStock: { $lt: 0 } })).toBe(0);
}
