import type { StaffStyle, StyleCard, StyleCardList } from '@shop/contracts';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

// The storefront's list of styles (docs/product/catalogue.md#routes): one card per style, a
// filter matching a style when one of its variants on sale matches, the count counting cards.
describe.each(databaseTargets())('the storefront style list on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let style: StaffStyle;
  const variant = (sku: string) => style.variants.find((v) => v.sku === sku)!;
  const cardsFor = async (query: string): Promise<StyleCardList> =>
    (await shop.get<StyleCardList>(`/styles/?search=orbit&${query}`)).body;
  const onlyCard = async (query = ''): Promise<StyleCard> => {
    const list = await cardsFor(query);
    expect(list.total).toBe(1);
    return list.styles[0]!;
  };

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'edit_catalogue', 'see_costs');
    staff = await signIn(shop, DEMO.staff);
    const created = await shop.send<{ style: StaffStyle }>(
      'POST',
      '/catalogue/styles',
      {
        name: 'Orbit Hoodie',
        brand: 'Apex',
        category_id: 1,
        style_code: 'orbit',
        sizes: ['S', 'M', 'L'],
        colors: ['Red', 'Gray'],
        selling_price: 60,
        cost_price: 25,
      },
      staff,
    );
    style = created.body.style;
    // Large sizes cost more; only some variants are on the shelf.
    await shop.send(
      'PATCH',
      `/catalogue/variants/${variant('ORBIT-GRY-L').id}`,
      { selling_price: 72.5 },
      staff,
    );
    for (const sku of ['ORBIT-GRY-M', 'ORBIT-RED-L', 'ORBIT-GRY-L'])
      await shop.send('POST', `/inventory/${variant(sku).id}/restock`, { quantity: 3 }, staff);
  });
  afterAll(() => shop?.close());

  it('shows one card per style: a price range, its colours, the sizes in stock, a variant per colour', async () => {
    const card = await onlyCard();
    expect(card).toMatchObject({
      id: style.id,
      name: 'Orbit Hoodie',
      min_price: 60,
      max_price: 72.5,
      colors: ['Red', 'Gray'],
      sizes_in_stock: ['M', 'L'],
      color_variant_ids: { Red: variant('ORBIT-RED-L').id, Gray: variant('ORBIT-GRY-M').id },
    });
    expect([variant('ORBIT-GRY-M').id, variant('ORBIT-RED-L').id]).toContain(
      card.default_variant_id,
    );
  });

  it('matches a style when one of its variants matches, and counts styles', async () => {
    expect((await cardsFor('size=XL')).total).toBe(0);
    expect((await cardsFor('min_price=70')).total).toBe(1);
    expect((await cardsFor('max_price=59')).total).toBe(0);
    expect((await cardsFor('color=Gray&size=L')).total).toBe(1);
    expect((await cardsFor('color=Black')).total).toBe(0);
    expect((await cardsFor('in_stock_only=true')).total).toBe(1);
  });

  it('drops an archived variant from the card', async () => {
    await shop.send(
      'PATCH',
      `/catalogue/variants/${variant('ORBIT-GRY-L').id}`,
      { is_active: false },
      staff,
    );
    const card = await onlyCard();
    expect(card.max_price).toBe(60);
    expect((await cardsFor('min_price=70')).total).toBe(0);
  });
});
