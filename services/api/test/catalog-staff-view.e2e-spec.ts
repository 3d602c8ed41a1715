import type { Product, ProductList } from '@shop/contracts';
import { Product as ProductEntity } from '../src/catalog/product.entity';
import { User } from '../src/users/user.entity';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { TEST_AUTH, startTestShop, type TestShop } from './support/test-shop';
import { claimsFor, forgeToken } from './support/tokens';

type Products = { products: Product[] };

describe.each(databaseTargets())('catalogue cost prices on $name', (target) => {
  let shop: TestShop;
  let tokens: Record<'staff' | 'admin' | 'customer', string>;

  /** The three product reads, as the bearer of `token` (none: a visitor) sees them. */
  async function readAll(token?: string): Promise<Product[]> {
    const get = <T>(path: string) =>
      shop.send<T>('GET', path, undefined, token).then((response) => {
        expect([path, response.status]).toEqual([path, 200]);
        return response.body;
      });
    const list = await get<ProductList>('/products/?per_page=5');
    const search = await get<Products>('/products/search?q=tee');
    const detail = await get<{ product: Product }>(`/products/${list.products[0]!.id}`);
    return [...list.products, ...search.products, detail.product];
  }

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'see_costs');
    const [staff, admin, customer] = await Promise.all([
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.customer),
    ]);
    tokens = { staff, admin, customer };
  });
  afterAll(() => shop?.close());

  it('never shows visitors or customers a cost price', async () => {
    for (const token of [undefined, tokens.customer]) {
      const products = await readAll(token);
      expect(products.length).toBeGreaterThan(6);
      expect(products.some((product) => 'cost_price' in product)).toBe(false);
    }
  });

  it('shows staff and admins the stored cost price on list, search and detail', async () => {
    for (const token of [tokens.staff, tokens.admin]) {
      const products = await readAll(token);
      const stored = await shop.orm.em
        .fork()
        .find(ProductEntity, { id: { $in: products.map((product) => product.id) } });
      const costs = new Map(stored.map((product) => [product.id, product.costPriceCents / 100]));
      for (const product of products) expect(product.cost_price).toBe(costs.get(product.id));
    }
  });

  it('serves a bad or expired token on the catalogue as a visitor, not 401', async () => {
    const staffUser = await shop.orm.em.fork().findOneOrFail(User, { username: 'staff' });
    const expired = forgeToken(
      { alg: 'HS256', typ: 'JWT' },
      claimsFor(staffUser.id, 'staff', 7_200, 3_600),
      TEST_AUTH.secret,
    );
    const wrongKey = forgeToken(
      { alg: 'HS256', typ: 'JWT' },
      claimsFor(staffUser.id, 'staff'),
      'not-the-secret-not-the-secret-not-the-secret',
    );
    for (const token of [expired, wrongKey, 'garbage']) {
      const products = await readAll(token);
      expect(products.some((product) => 'cost_price' in product)).toBe(false);
    }
    // Routes that need sign-in still refuse the same tokens.
    expect((await shop.send('GET', '/auth/profile', undefined, expired)).status).toBe(401);
    expect((await shop.send('POST', '/categories/', { name: 'x' }, wrongKey)).status).toBe(401);
  });
});
