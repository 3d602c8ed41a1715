import type { Category } from '@shop/contracts';
import { Category as CategoryEntity } from '../src/catalog/category.entity';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

// Who may write at all is checked in catalog-admin.e2e-spec.ts; this is what staff can do.
describe.each(databaseTargets())('category administration on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let admin: string;
  let menId: number;

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'edit_catalogue');
    [staff, admin] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.admin)]);
    menId = (await shop.orm.em.fork().findOneOrFail(CategoryEntity, { name: 'men' })).id;
  });
  afterAll(() => shop?.close());

  it('keeps names lower-case and unique, and deletes only empty categories', async () => {
    const created = await shop.send<{ category: Category }>(
      'POST',
      '/categories/',
      { name: ' Kids ' },
      staff,
    );
    expect(created).toMatchObject({ status: 201, body: { category: { name: 'kids' } } });
    const kids = created.body.category;
    expect(await shop.send('POST', '/categories/', { name: 'KIDS' }, staff)).toMatchObject({
      status: 409,
      body: { error: 'Category already exists' },
    });
    expect(await shop.send('PUT', `/categories/${kids.id}`, { name: 'Men' }, staff)).toMatchObject({
      status: 409,
      body: { error: 'Category already exists' },
    });
    expect(await shop.send('POST', '/categories/', { name: '  ' }, staff)).toMatchObject({
      status: 400,
      body: { error: 'Name is required' },
    });
    const renamed = await shop.send('PUT', `/categories/${kids.id}`, { name: 'Youth' }, admin);
    expect(renamed).toMatchObject({
      status: 200,
      body: { category: { id: kids.id, name: 'youth' } },
    });

    expect(await shop.send('DELETE', `/categories/${menId}`, undefined, staff)).toMatchObject({
      status: 409,
      body: { error: 'Category still has products' },
    });
    expect((await shop.get(`/categories/${menId}`)).status).toBe(200);
    expect(await shop.send('DELETE', `/categories/${kids.id}`, undefined, staff)).toMatchObject({
      status: 200,
      body: { message: 'Category deleted' },
    });
    expect((await shop.get(`/categories/${kids.id}`)).status).toBe(404);
    expect((await shop.send('DELETE', `/categories/${kids.id}`, undefined, staff)).status).toBe(
      404,
    );
  });
});
