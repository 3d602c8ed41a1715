import {
  dollarsToCents,
  formatPlainCents,
  lineTotalCents,
  STOCK_STATUS_LABELS,
  type InventoryRecord,
} from '@shop/contracts';
import { parseCsv } from './support/csv';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { DEMO, signIn } from './support/accounts';
import {
  bootInventoryShop,
  createCategory,
  createProduct,
  inventoryClient,
  queryString,
  type InventoryClient,
} from './inventory.fixtures';

/** What the CSV must say of a JSON record, cell by cell (formula cells defused). */
function expectedCells(record: InventoryRecord): string[] {
  const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  const { product } = record;
  return [
    text(product.sku),
    text(product.name),
    text(product.brand),
    product.size,
    product.color,
    String(record.quantity_in_stock),
    String(record.minimum_stock_level),
    String(record.maximum_stock_level),
    STOCK_STATUS_LABELS[record.stock_status],
    record.last_restocked ?? '',
    ...(product.cost_price === undefined
      ? ['', '']
      : [
          formatPlainCents(dollarsToCents(product.cost_price)),
          formatPlainCents(
            lineTotalCents(dollarsToCents(product.cost_price), record.quantity_in_stock),
          ),
        ]),
  ];
}

describe.each(databaseTargets())('inventory CSV export on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let inventory: InventoryClient;
  let categoryId: number;
  const exportCsv = (params: Record<string, string | number> = {}) =>
    shop.request<never>(`/inventory/export.csv${queryString(params)}`, {
      headers: { authorization: `Bearer ${staff}` },
    });
  /** The raw text of a CSV answer (the shop's JSON reader is bypassed). */
  const csvText = async (params: Record<string, string | number> = {}) => {
    const response = await fetch(`${shop.baseUrl}/inventory/export.csv${queryString(params)}`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    return { response, text: await response.text() };
  };

  beforeAll(async () => {
    ({ shop, staff } = await bootInventoryShop(target));
    inventory = inventoryClient(shop, staff);
    categoryId = (await createCategory(shop, staff, 'export room')).id;
    await createProduct(shop, staff, {
      name: '=HYPERLINK("http://evil.example","click")',
      brand: '@Brand, "quoted"',
      sku: 'EXP-FORMULA',
      category_id: categoryId,
      quantity_in_stock: 3,
      cost_price: 12.34,
    });
    await createProduct(shop, staff, {
      name: 'Plain Export Tee',
      brand: '+Plus',
      sku: 'EXP-PLAIN',
      category_id: categoryId,
    });
  });
  afterAll(() => shop?.close());

  it('writes the rows the list shows, with a header, as a download', async () => {
    const params = { category_id: categoryId, sort: 'name' };
    const { response, text } = await csvText(params);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inventory-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'SKU',
      'Name',
      'Brand',
      'Size',
      'Colour',
      'Stock',
      'Minimum',
      'Maximum',
      'Status',
      'Last restocked',
      'Unit cost',
      'Stock value',
    ]);
    const json = (await inventory.list(params)).body.inventory;
    expect(json).toHaveLength(2);
    expect(rows).toEqual(json.map(expectedCells));
  });

  it('defuses cells that a spreadsheet would run as formulas', async () => {
    const { text } = await csvText({ category_id: categoryId, search: 'exp-formula' });
    const [, row] = parseCsv(text);
    expect(row?.slice(0, 3)).toEqual([
      'EXP-FORMULA',
      `'=HYPERLINK("http://evil.example","click")`,
      `'@Brand, "quoted"`,
    ]);
    expect(row?.slice(10)).toEqual(['12.34', '37.02']);
  });

  it('takes every filter of the list but writes every page', async () => {
    const filtered = parseCsv(
      (await csvText({ category_id: categoryId, out_of_stock_only: 'true' })).text,
    );
    expect(filtered.slice(1).map((row) => row[0])).toEqual(['EXP-PLAIN']);
    const everything = parseCsv((await csvText({ per_page: 1 })).text);
    const { total } = (await inventory.list()).body;
    expect(everything).toHaveLength(total + 1);
  });

  it("names the file by the shop's day, not UTC's", async () => {
    // 22:30 on 26 November in New York is already the 27th in UTC.
    const clock = { now: () => new Date('2026-11-27T03:30:00Z') };
    const newYork = await startTestShop(target, { shopTimeZone: 'America/New_York', clock });
    try {
      const token = await signIn(newYork, DEMO.staff);
      const response = await fetch(`${newYork.baseUrl}/inventory/export.csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="inventory-2026-11-26.csv"',
      );
    } finally {
      await newYork.close();
    }
  });

  it('refuses a bad filter as the list does, and anyone below staff', async () => {
    expect(await exportCsv({ sort: 'price' })).toMatchObject({ status: 400 });
    const anonymous = await shop.get('/inventory/export.csv');
    expect(anonymous).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
  });
});
