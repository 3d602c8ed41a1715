import type { ProductDetail, ProductList } from '@shop/contracts';
import { Category } from '../src/catalog/category.entity';
import { Product as ProductEntity } from '../src/catalog/product.entity';
import { openStock } from '../src/inventory/stock-ledger-records';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { fixtureStyle } from './support/style-fixtures';

/**
 * One style in four visible variants (one sold out), a hidden one, and three products that
 * only look alike: another brand, and the same words in another case
 * (docs/product/storefront.md#product-detail).
 */
const STYLE = { name: 'Variant Test Tee', brand: 'VariantCo' };
const FIXTURES = [
  { sku: 'VAR-BLK-S', ...STYLE, size: 'S', color: 'Black', stock: 4 },
  { sku: 'VAR-BLK-M', ...STYLE, size: 'M', color: 'Black', stock: 0 },
  { sku: 'VAR-RED-M', ...STYLE, size: 'M', color: 'Red', stock: 7 },
  { sku: 'VAR-NVY-XL', ...STYLE, size: 'XL', color: 'Navy', stock: 2 },
  { sku: 'VAR-PNK-L', ...STYLE, size: 'L', color: 'Pink', stock: 3, hidden: true },
  { sku: 'VAR-OTHER', name: STYLE.name, brand: 'OtherCo', size: 'L', color: 'Blue', stock: 5 },
  {
    sku: 'VAR-CASE',
    name: 'variant test tee',
    brand: STYLE.brand,
    size: 'XS',
    color: 'White',
    stock: 5,
  },
  { sku: 'VAR-BRAND', name: STYLE.name, brand: 'variantco', size: 'XXL', color: 'Gray', stock: 5 },
] as const;

describe.each(databaseTargets())('product variants on $name', (target) => {
  let shop: TestShop;
  const ids = new Map<string, number>();
  const detail = async (sku: string) => {
    const response = await shop.get<{ product: ProductDetail }>(`/products/${ids.get(sku)}`);
    expect([sku, response.status]).toEqual([sku, 200]);
    return response.body.product;
  };

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'edit_catalogue', 'see_costs');
    const em = shop.orm.em.fork();
    const men = await em.findOneOrFail(Category, { name: 'men' });
    const styles = new Map<string, ReturnType<typeof fixtureStyle>>();
    const products = FIXTURES.map((fixture) => {
      const key = `${fixture.name}|${fixture.brand}`;
      if (!styles.has(key)) styles.set(key, fixtureStyle(fixture.name, fixture.brand, men));
      const product = new ProductEntity({
        style: styles.get(key)!,
        name: fixture.name,
        brand: fixture.brand,
        sku: fixture.sku,
        size: fixture.size,
        color: fixture.color,
        sellingPriceCents: 2_000,
        costPriceCents: 1_000,
        category: men,
      });
      product.isActive = !('hidden' in fixture);
      return product;
    });
    await em.persist(products).flush();
    products.forEach((product, index) => ids.set(FIXTURES[index]!.sku, product.id));
    await em.transactional((tx) =>
      openStock(
        tx,
        products.map((product, index) => ({
          productId: product.id,
          minimumStockLevel: 1,
          maximumStockLevel: 10,
          movements: FIXTURES[index]!.stock
            ? [{ change: FIXTURES[index]!.stock, reason: 'initial', at: new Date() }]
            : [],
        })),
      ),
    );
  });
  afterAll(() => shop?.close());

  it('lists the visible variants of the style, itself included, with whether each is in stock', async () => {
    const style = [
      { id: ids.get('VAR-BLK-S'), size: 'S', color: 'Black', in_stock: true },
      { id: ids.get('VAR-BLK-M'), size: 'M', color: 'Black', in_stock: false },
      { id: ids.get('VAR-RED-M'), size: 'M', color: 'Red', in_stock: true },
      { id: ids.get('VAR-NVY-XL'), size: 'XL', color: 'Navy', in_stock: true },
    ];
    for (const sku of ['VAR-BLK-S', 'VAR-BLK-M', 'VAR-RED-M', 'VAR-NVY-XL']) {
      const product = await detail(sku);
      expect([sku, product.variants]).toEqual([sku, style]);
    }
  });

  it('matches name and brand exactly, on every database', async () => {
    for (const sku of ['VAR-OTHER', 'VAR-CASE', 'VAR-BRAND']) {
      const product = await detail(sku);
      expect([sku, product.variants.map((variant) => variant.id)]).toEqual([sku, [ids.get(sku)]]);
    }
  });

  it('leaves a hidden variant out, and a hidden product stays 404', async () => {
    expect((await shop.get(`/products/${ids.get('VAR-PNK-L')}`)).status).toBe(404);
  });

  it('follows stock and hiding at once', async () => {
    const staff = await signIn(shop, DEMO.staff);
    const restock = await shop.send(
      'POST',
      `/inventory/${ids.get('VAR-BLK-M')}/restock`,
      { quantity: 3 },
      staff,
    );
    expect(restock.status).toBe(200);
    const removed = await shop.send(
      'DELETE',
      `/products/${ids.get('VAR-NVY-XL')}`,
      undefined,
      staff,
    );
    expect(removed.status).toBe(200);

    expect((await detail('VAR-BLK-S')).variants).toEqual([
      { id: ids.get('VAR-BLK-S'), size: 'S', color: 'Black', in_stock: true },
      { id: ids.get('VAR-BLK-M'), size: 'M', color: 'Black', in_stock: true },
      { id: ids.get('VAR-RED-M'), size: 'M', color: 'Red', in_stock: true },
    ]);
  });

  it('finds the demo styles: the products the list shows under one name and brand', async () => {
    const { products } = (
      await shop.get<ProductList>('/products/?search=Performance%20Training%20Tee')
    ).body;
    expect(products.length).toBeGreaterThanOrEqual(2);
    const { variants } = (
      await shop.get<{ product: ProductDetail }>(`/products/${products[0]!.id}`)
    ).body.product;
    expect(variants.map((variant) => variant.id)).toEqual(
      products.map((product) => product.id).sort((a, b) => a - b),
    );
  });
});
