import type { ProductList, StaffStyle, StyleCardList } from '@shop/contracts';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

// What a cashier typing at the till and a shopper searching the storefront notice
// (docs/product/catalogue.md#search): a fragment finds its style where it begins a word of the
// name, brand or a SKU; a new, renamed or re-coded style is found at once, an archived one never
// (docs/decisions/0120-the-search-finds-words-by-their-start.md).
const PRICES = { selling_price: 40, cost_price: 15 };

describe.each(databaseTargets())('the catalogue search on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let comet: StaffStyle;
  /** The till's typed fragment: the storefront's list by name, 100 a page. */
  const tillFinds = async (text: string) => {
    const search = encodeURIComponent(text);
    const list = (await shop.get<StyleCardList>(`/styles/?search=${search}&sort=name&per_page=100`))
      .body;
    expect(list.total).toBe(list.styles.length);
    return list.styles.map((card) => card.name);
  };
  const createStyle = async (name: string, brand: string, code: string) => {
    const sizes = ['S', 'M'];
    const created = await shop.send<{ style: StaffStyle }>(
      'POST',
      '/catalogue/styles',
      { name, brand, category_id: 1, style_code: code, sizes, colors: ['Gray'], ...PRICES },
      staff,
    );
    expect(created.status).toBe(201);
    return created.body.style;
  };

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'edit_catalogue');
    staff = await signIn(shop, DEMO.staff);
    comet = await createStyle('Comet Zip Hoodie', 'Quasarwear', 'cmt77');
    await createStyle('Comet Shell Jacket', 'Quasarwear', 'cmt78');
  });
  afterAll(() => shop?.close());

  it('finds a style by the start of a word of its name, by its brand and by a SKU', async () => {
    expect(await tillFinds('hood')).toContain('Comet Zip Hoodie');
    expect(await tillFinds('comet z')).toEqual(['Comet Zip Hoodie']);
    expect(await tillFinds('COMET')).toEqual(['Comet Shell Jacket', 'Comet Zip Hoodie']);
    expect(await tillFinds('quasar')).toEqual(['Comet Shell Jacket', 'Comet Zip Hoodie']);
    expect(await tillFinds('cmt77-gry-m')).toEqual(['Comet Zip Hoodie']);
    expect(await tillFinds('cmt78')).toEqual(['Comet Shell Jacket']);
    const products = (await shop.get<ProductList>('/products/?search=CMT77-GRY-S')).body;
    expect(products.products.map((p) => p.sku)).toEqual(['CMT77-GRY-S']);
  });

  it('does not find a fragment from the middle of a word', async () => {
    expect(await tillFinds('ipper')).toEqual([]);
    expect(await tillFinds('asarwear')).toEqual([]);
  });

  it('finds a new style, a renamed one by its new name and a re-coded variant, at once', async () => {
    await createStyle('Nebula Parka', 'Quasarwear', 'neb01');
    expect(await tillFinds('nebula')).toEqual(['Nebula Parka']);

    await shop.send('PATCH', `/catalogue/styles/${comet.id}`, { name: 'Comet Zip Fleece' }, staff);
    expect(await tillFinds('fleece')).toEqual(['Comet Zip Fleece']);
    expect(await tillFinds('comet zip h')).toEqual([]);

    const variant = comet.variants.find((v) => v.sku === 'CMT77-GRY-S')!;
    await shop.send('PATCH', `/catalogue/variants/${variant.id}`, { sku: 'STARDUST-1' }, staff);
    expect(await tillFinds('stardust')).toEqual(['Comet Zip Fleece']);
    expect(await tillFinds('cmt77-gry-s')).toEqual([]);
  });

  it('never finds an archived style', async () => {
    const gone = await createStyle('Meteor Vest', 'Quasarwear', 'met01');
    expect(await tillFinds('meteor')).toEqual(['Meteor Vest']);
    await shop.send('POST', `/catalogue/styles/${gone.id}/archive`, {}, staff);
    expect(await tillFinds('meteor')).toEqual([]);
    expect((await shop.get<ProductList>('/products/?search=meteor')).body.total).toBe(0);
  });
});
