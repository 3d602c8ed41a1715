import type { Category, Product, ProductList } from '@shop/contracts';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { cancelPurchase, placeOrder } from './purchases.fixtures';

/**
 * The product list is cached (product-list.cache.ts); every change made through
 * the API must still show on the very next list request.
 */
describe.each(databaseTargets())('product list freshness on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let customer: string;

  /** The product as the first list page shows it, read twice so the second read is a cache hit. */
  async function listed(id: number): Promise<Product | undefined> {
    let products: Product[] = [];
    for (let read = 0; read < 2; read++) {
      const response = await shop.send<ProductList>('GET', '/products/?per_page=100');
      expect(response.status).toBe(200);
      products = response.body.products;
    }
    return products.find((product) => product.id === id);
  }

  async function firstListed(): Promise<Product> {
    const response = await shop.send<ProductList>('GET', '/products/?per_page=100');
    return response.body.products.find((product) => product.quantity_in_stock >= 10)!;
  }

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'edit_catalogue', 'adjust_stock', 'cancel_sales', 'see_costs');
    [staff, customer] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.customer)]);
  });
  afterAll(() => shop?.close());

  it('shows stock taken by a purchase and given back by its cancellation', async () => {
    const product = await firstListed();
    expect((await listed(product.id))?.quantity_in_stock).toBe(product.quantity_in_stock);

    const purchase = await placeOrder(shop, customer, product.id, 3);
    expect((await listed(product.id))?.quantity_in_stock).toBe(product.quantity_in_stock - 3);

    expect((await cancelPurchase(shop, customer, purchase.id)).status).toBe(200);
    expect((await listed(product.id))?.quantity_in_stock).toBe(product.quantity_in_stock);
  });

  it('shows a staff price change, a category rename and a hidden product', async () => {
    const product = await firstListed();
    await listed(product.id);

    const priced = await shop.send(
      'PUT',
      `/products/${product.id}`,
      { selling_price: 77.5 },
      staff,
    );
    expect(priced.status).toBe(200);
    expect((await listed(product.id))?.selling_price).toBe(77.5);

    const renamed = await shop.send<{ category: Category }>(
      'PUT',
      `/categories/${product.category_id}`,
      { name: `${product.category.name} outlet` },
      staff,
    );
    expect(renamed.status).toBe(200);
    expect((await listed(product.id))?.category.name).toBe(`${product.category.name} outlet`);

    expect((await shop.send('DELETE', `/products/${product.id}`, undefined, staff)).status).toBe(
      200,
    );
    expect(await listed(product.id)).toBeUndefined();
  });
});
