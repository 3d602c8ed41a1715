import {
  type AuditList,
  TAX_PERCENT_RANGE,
  TAX_RATE_NAME_TAKEN,
  TAX_RATE_NOT_FOUND,
  type TaxRateResponse,
  type TaxSettings,
} from '@shop/contracts';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { addRate, setCategoryTax } from './tax.fixtures';

describe.each(databaseTargets())('tax rates and category rules on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let staff: string;
  let customer: string;
  const settings = async () =>
    (await shop.send<TaxSettings>('GET', '/tax/rates', undefined, staff)).body;

  beforeAll(async () => {
    shop = await startTestShop(target);
    [admin, staff, customer] = await Promise.all([
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.customer),
    ]);
  });
  afterAll(() => shop?.close());

  it('starts with no rate and every category on the default', async () => {
    const { rates, categories } = await settings();
    expect(rates).toEqual([]);
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((c) => c.rule === 'default' && c.rate_id === null)).toBe(true);
  });

  it('lets staff read, customers and visitors nothing; only managers of the settings change', async () => {
    expect((await shop.send('GET', '/tax/rates', undefined, customer)).status).toBe(403);
    expect((await shop.send('GET', '/tax/rates')).status).toBe(401);
    const body = { name: 'Staff try', percentage: 5 };
    expect((await shop.send('POST', '/tax/rates', body, staff)).status).toBe(403);
    expect((await shop.send('PUT', '/tax/categories/1', { rule: 'exempt' }, staff)).status).toBe(
      403,
    );
    expect((await settings()).rates).toEqual([]);
  });

  it('adds, edits and deletes rates, with one default at a time', async () => {
    const nyc = await addRate(shop, admin, { name: 'NYC', percentage: 8.875, is_default: true });
    expect(nyc).toMatchObject({ name: 'NYC', percentage: 8.875, is_default: true });
    const state = await addRate(shop, admin, { name: 'State', percentage: 4, is_default: true });
    expect((await settings()).rates).toEqual([
      { ...nyc, is_default: false },
      { ...state, is_default: true },
    ]);
    const edited = await shop.send<TaxRateResponse>(
      'PUT',
      `/tax/rates/${state.id}`,
      { percentage: 4.5 },
      admin,
    );
    expect(edited.body.rate).toEqual({ ...state, percentage: 4.5 });
    const deleted = await shop.send('DELETE', `/tax/rates/${nyc.id}`, undefined, admin);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Tax rate deleted' } });
    expect((await settings()).rates.map((rate) => rate.name)).toEqual(['State']);
  });

  it('refuses a negative or 101 % rate, a taken name and an unknown id; nothing changes', async () => {
    const before = await settings();
    const refusals: [string, string, unknown, number, string][] = [
      ['POST', '/tax/rates', { name: 'Bad', percentage: -1 }, 400, TAX_PERCENT_RANGE],
      ['POST', '/tax/rates', { name: 'Bad', percentage: 101 }, 400, TAX_PERCENT_RANGE],
      [
        'POST',
        '/tax/rates',
        { name: 'x'.repeat(5000), percentage: 1 },
        400,
        'Name must be at most 60 characters',
      ],
      ['POST', '/tax/rates', { name: 'State', percentage: 1 }, 409, TAX_RATE_NAME_TAKEN],
      ['PUT', `/tax/rates/${before.rates[0]!.id}`, { percentage: 100.5 }, 400, TAX_PERCENT_RANGE],
      ['PUT', '/tax/rates/99999', { percentage: 1 }, 404, TAX_RATE_NOT_FOUND],
      ['DELETE', '/tax/rates/99999', undefined, 404, TAX_RATE_NOT_FOUND],
      ['PUT', '/tax/categories/1', { rule: 'rate', rate_id: 99999 }, 404, TAX_RATE_NOT_FOUND],
      ['PUT', '/tax/categories/99999', { rule: 'exempt' }, 404, 'Category not found'],
      [
        'PUT',
        '/tax/categories/1',
        { rule: 'never' },
        400,
        'rule must be one of default, exempt, rate',
      ],
    ];
    for (const [method, path, body, status, error] of refusals) {
      const response = await shop.send(method, path, body, admin);
      expect([path, response.status, response.body]).toEqual([path, status, { error }]);
    }
    expect(await settings()).toEqual(before);
  });

  it('sets a category exempt, to a rate of its own, and back to the default', async () => {
    const { rates, categories } = await settings();
    const [first] = categories;
    const rate = rates[0]!;
    await setCategoryTax(shop, admin, first!.category_id, { rule: 'exempt' });
    expect((await settings()).categories[0]).toMatchObject({ rule: 'exempt', rate_id: null });
    await setCategoryTax(shop, admin, first!.category_id, { rule: 'rate', rate_id: rate.id });
    expect((await settings()).categories[0]).toMatchObject({ rule: 'rate', rate_id: rate.id });
    // A rate a category is taxed at is not deleted from under it.
    const refused = await shop.send('DELETE', `/tax/rates/${rate.id}`, undefined, admin);
    expect(refused.status).toBe(409);
    await setCategoryTax(shop, admin, first!.category_id, { rule: 'default' });
    expect((await settings()).categories[0]).toMatchObject({ rule: 'default', rate_id: null });
  });

  it('audits each change by whoever made it, with what changed; refusals leave nothing', async () => {
    const trail = await shop.send<AuditList>(
      'GET',
      '/audit?kind=tax&per_page=100',
      undefined,
      admin,
    );
    const { categories } = await settings();
    const category = `category:${categories[0]!.category_id}`;
    const entries = [...trail.body.entries].reverse();
    expect(entries.every((entry) => entry.actor.username === DEMO.admin.username)).toBe(true);
    const nyc = { name: 'NYC', percentage: 8.875, is_default: true };
    expect(
      entries.map((entry) => [entry.subject.split(':')[0], entry.before, entry.after]),
    ).toEqual([
      ['tax_rate', null, nyc],
      // The State rate made the default: NYC stops being it, then State is added.
      ['tax_rate', { is_default: true }, { is_default: false }],
      ['tax_rate', null, { name: 'State', percentage: 4, is_default: true }],
      ['tax_rate', { percentage: 4 }, { percentage: 4.5 }],
      ['tax_rate', { ...nyc, is_default: false }, null],
      ['category', { rule: 'default', rate: null }, { rule: 'exempt', rate: null }],
      ['category', { rule: 'exempt', rate: null }, { rule: 'rate', rate: 'State' }],
      ['category', { rule: 'rate', rate: 'State' }, { rule: 'default', rate: null }],
    ]);
    expect(entries.slice(-3).map((entry) => entry.subject)).toEqual([category, category, category]);
  });
});
