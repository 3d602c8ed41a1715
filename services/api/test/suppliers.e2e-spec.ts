import type {
  Product,
  Supplier,
  SupplierDeleteResult,
  SupplierList,
  SupplierResponse,
} from '@shop/contracts';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

const FORBIDDEN = { error: "You don't have permission to access this resource" };

describe.each(databaseTargets())('suppliers on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let admin: string;
  let customer: string;
  const list = (query = '', token = staff) =>
    shop.send<SupplierList>('GET', `/suppliers/${query}`, undefined, token);
  const create = (body: unknown, token = staff) =>
    shop.send<SupplierResponse>('POST', '/suppliers', body, token);
  const update = (id: number, body: unknown) =>
    shop.send<SupplierResponse>('PUT', `/suppliers/${id}`, body, staff);
  const remove = (id: number) =>
    shop.send<SupplierDeleteResult>('DELETE', `/suppliers/${id}`, undefined, staff);

  beforeAll(async () => {
    shop = await startTestShop(target);
    // Writes of suppliers need receive_stock, a default; a product's supplier is a catalogue edit.
    await grantToStaff(shop, 'edit_catalogue', 'see_costs');
    [staff, admin, customer] = await Promise.all([
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.customer),
    ]);
  });
  afterAll(() => shop?.close());

  it('lists the demo suppliers newest first, active and inactive, with and without the slash', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    const { suppliers } = response.body;
    expect(suppliers.length).toBeGreaterThanOrEqual(5);
    expect(suppliers.some((supplier) => !supplier.is_active)).toBe(true);
    const times = suppliers.map((supplier) => supplier.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Object.keys(suppliers[0]!).sort()).toEqual(
      [
        'address',
        'contact_person',
        'created_at',
        'delivery_schedule',
        'email',
        'id',
        'is_active',
        'name',
        'payment_terms',
        'phone',
      ].sort(),
    );
    expect((await shop.send('GET', '/suppliers', undefined, staff)).status).toBe(200);
  });

  it('filters on active', async () => {
    const active = (await list('?active=true')).body.suppliers;
    const inactive = (await list('?active=false')).body.suppliers;
    const all = (await list('?active=')).body.suppliers;
    expect(active.every((supplier) => supplier.is_active)).toBe(true);
    expect(inactive.every((supplier) => !supplier.is_active)).toBe(true);
    expect(active.length + inactive.length).toBe(all.length);
    expect(await list('?active=maybe')).toMatchObject({
      status: 400,
      body: { error: 'active must be true or false' },
    });
  });

  it('creates a supplier with only a name, and reads it back', async () => {
    const created = await create({ name: '  Peak Threads  ', email: '', phone: '' }, admin);
    expect(created.status).toBe(201);
    expect(created.body.supplier).toMatchObject({
      name: 'Peak Threads',
      email: null,
      phone: null,
      is_active: true,
    });
    const read = await shop.send<SupplierResponse>(
      'GET',
      `/suppliers/${created.body.supplier.id}/`,
      undefined,
      staff,
    );
    expect(read.body.supplier).toEqual(created.body.supplier);
  });

  it('refuses a missing or long name, a bad email and a bad phone, with the contract messages', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Company name is required'],
      [{ name: '   ' }, 'Company name is required'],
      [{ name: 'x'.repeat(201) }, 'Company name must be at most 200 characters'],
      [{ name: 'Mail Co', email: 'not-an-email' }, 'Invalid email address'],
      [{ name: 'Phone Co', phone: '12-34' }, 'Invalid phone number'],
    ];
    for (const [body, error] of cases)
      expect(await create(body)).toMatchObject({ status: 400, body: { error } });
  });

  it('keeps names unique whatever the case, on create and rename', async () => {
    const first = await create({ name: 'Unique Gear' });
    expect(first.status).toBe(201);
    const taken = { status: 409, body: { error: 'A supplier with this name already exists' } };
    expect(await create({ name: 'UNIQUE gear ' })).toMatchObject(taken);
    const other = await create({ name: 'Other Gear' });
    expect(await update(other.body.supplier.id, { name: 'unique GEAR' })).toMatchObject(taken);
    // Renaming to itself in another case is not a clash.
    expect((await update(first.body.supplier.id, { name: 'UNIQUE GEAR' })).status).toBe(200);
  });

  it('updates only the fields sent and clears blank ones', async () => {
    const { supplier } = (
      await create({ name: 'Partial Co', contact_person: 'Ann', payment_terms: 'Net 30' })
    ).body;
    const response = await update(supplier.id, { contact_person: '', delivery_schedule: 'Weekly' });
    expect(response.status).toBe(200);
    expect(response.body.supplier).toEqual<Supplier>({
      ...supplier,
      contact_person: null,
      delivery_schedule: 'Weekly',
    });
    expect(await update(supplier.id, {})).toMatchObject({ status: 400 });
    expect(await update(999_999, { name: 'Ghost' })).toMatchObject({
      status: 404,
      body: { error: 'Supplier not found' },
    });
  });

  it('deletes a supplier no product refers to, and deactivates one in use', async () => {
    const unused = (await create({ name: 'Short Lived' })).body.supplier;
    expect(await remove(unused.id)).toMatchObject({
      status: 200,
      body: { deleted: true, message: 'Supplier deleted' },
    });
    expect((await shop.send('GET', `/suppliers/${unused.id}`, undefined, staff)).status).toBe(404);

    const used = (await create({ name: 'Still Needed' })).body.supplier;
    const product = await shop.send<{ product: Product }>(
      'PUT',
      '/products/1',
      { supplier_id: used.id },
      staff,
    );
    expect(product.body.product.supplier_id).toBe(used.id);
    const answer = await remove(used.id);
    expect(answer.status).toBe(200);
    expect(answer.body.deleted).toBe(false);
    expect(answer.body.message).toMatch(/inactive/);
    expect(answer.body.supplier).toMatchObject({ id: used.id, is_active: false });
    const after = await shop.send<{ product: Product }>('GET', '/products/1', undefined, staff);
    expect(after.body.product.supplier_id).toBe(used.id);
  });

  it('shows a product\u2019s supplier to staff only, and refuses an unknown one', async () => {
    const visitor = await shop.get<{ product: Product }>('/products/1');
    expect(visitor.body.product).not.toHaveProperty('supplier_id');
    const asCustomer = await shop.send<{ product: Product }>(
      'GET',
      '/products/1',
      undefined,
      customer,
    );
    expect(asCustomer.body.product).not.toHaveProperty('supplier_id');
    expect(await shop.send('PUT', '/products/1', { supplier_id: 999_999 }, staff)).toMatchObject({
      status: 400,
      body: { error: 'Supplier not found' },
    });
    const cleared = await shop.send<{ product: Product }>(
      'PUT',
      '/products/1',
      { supplier_id: null },
      staff,
    );
    expect(cleared.body.product.supplier_id).toBeNull();
  });

  it('answers 401 to visitors and 403 to customers on every route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/suppliers/'],
      ['GET', '/suppliers'],
      ['POST', '/suppliers/', { name: 'Sneaky' }],
      ['GET', '/suppliers/1'],
      ['PUT', '/suppliers/1', { name: 'Sneaky' }],
      ['DELETE', '/suppliers/1'],
    ];
    for (const [method, path, body] of routes) {
      expect(await shop.send(method, path, body)).toMatchObject({
        status: 401,
        body: { error: 'Authentication required' },
      });
      expect(await shop.send(method, path, body, customer)).toMatchObject({
        status: 403,
        body: FORBIDDEN,
      });
    }
    expect((await list()).body.suppliers.some((s) => s.name === 'Sneaky')).toBe(false);
  });
});
