import type { ImportReport, StaffStyle, StyleSummaryList } from '@shop/contracts';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type ApiResponse, type TestShop } from './support/test-shop';

const HEADER =
  'style_code,name,brand,category,sku,size,color,selling_price,cost_price,quantity_in_stock';
const GOOD = [
  'IMP-TEE,Import Tee,Lotus,men,IMP-TEE-BLK-M,M,Black,19.99,7.50,5',
  'IMP-TEE,Import Tee,Lotus,men,IMP-TEE-BLK-L,L,Black,19.99,7.50,0',
];
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

describe.each(databaseTargets())('catalogue import and export on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let customer: string;
  const upload = (
    body: string | Buffer,
    dryRun: boolean,
    token = staff,
  ): Promise<ApiResponse<ImportReport & { error?: string }>> =>
    shop.request(`/catalogue/import${dryRun ? '?dry_run=true' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
      body,
    });
  const exportCsv = () =>
    fetch(`${shop.baseUrl}/catalogue/export.csv`, {
      headers: { authorization: `Bearer ${staff}` },
    });
  const importStyles = () =>
    shop.send<StyleSummaryList>('GET', '/catalogue/styles?search=import%20tee', undefined, staff);

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'edit_catalogue', 'see_costs');
    [staff, customer] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.customer)]);
  });
  afterAll(() => shop?.close());

  it('checks a file with a bad row: names its line and reason, changes nothing', async () => {
    const bad = 'IMP-TEE,Import Tee,Lotus,men,IMP-TEE-BLK-XL,XXXL,Black,19.99,7.50,0';
    for (const dryRun of [true, false]) {
      const answer = await upload(file(...GOOD, bad), dryRun);
      expect(answer.status).toBe(dryRun ? 200 : 422);
      expect(answer.body).toMatchObject({ dry_run: dryRun, applied: false, rows: 3 });
      expect(answer.body.errors).toEqual([
        { line: 4, reason: expect.stringMatching(/size/) as string },
      ]);
    }
    expect((await importStyles()).body.total).toBe(0);
  });

  it('applies the fixed file: a style, its variants and their opening stock; again changes nothing', async () => {
    const check = await upload(file(...GOOD), true);
    expect(check.body).toMatchObject({ styles_created: 1, variants_created: 2, errors: [] });
    const applied = await upload(file(...GOOD), false);
    expect(applied).toMatchObject({ status: 200, body: { applied: true, variants_created: 2 } });

    const [summary] = (await importStyles()).body.styles;
    const style = await shop.send<{ style: StaffStyle }>(
      'GET',
      `/catalogue/styles/${summary!.id}`,
      undefined,
      staff,
    );
    const medium = style.body.style.variants.find((v) => v.sku === 'IMP-TEE-BLK-M')!;
    expect(medium).toMatchObject({ selling_price: 19.99, quantity_in_stock: 5 });
    const record = await shop.send<{ inventory: { quantity_in_stock: number } }>(
      'GET',
      `/inventory/${medium.id}`,
      undefined,
      staff,
    );
    expect(record.body.inventory.quantity_in_stock).toBe(5);
    const history = await shop.send<{
      movements: { quantity_change: number; reference: string }[];
    }>('GET', `/inventory/${medium.id}/movements`, undefined, staff);
    expect(history.body.movements).toEqual([
      expect.objectContaining({ quantity_change: 5, reference: 'import' }),
    ]);

    const again = await upload(file(...GOOD), false);
    expect(again.body).toMatchObject({
      applied: true,
      styles_created: 0,
      styles_updated: 0,
      variants_created: 0,
      variants_updated: 0,
      variants_unchanged: 2,
    });
  });

  it('refuses whole files: a missing column, Latin-1 bytes, over 20 MB', async () => {
    const noSku = await upload(
      'style_code,name,brand,category,size,color\r\nA,B,C,men,M,Black\r\n',
      true,
    );
    expect(noSku).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/sku/) as string },
    });
    const latin1 = Buffer.from(file('IMP-CAFE,Café,Lotus,men,IMP-CAFE-M,M,Black,5,2,0'), 'latin1');
    expect(await upload(latin1, true)).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/UTF-8/) as string },
    });
    const huge = await upload(Buffer.alloc(20 * 1024 * 1024 + 1, 'a'), true);
    expect(huge.status).toBe(413);
    expect(huge.body.error).toEqual(expect.any(String));
  });

  it('is for staff only', async () => {
    expect((await upload(file(...GOOD), true, customer)).status).toBe(403);
    const anonymous = await fetch(`${shop.baseUrl}/catalogue/export.csv`);
    expect(anonymous.status).toBe(401);
  });

  it('exports the catalogue, which imports back with nothing to change', async () => {
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await response.text();
    const report = await upload(csv, true);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      errors: [],
      styles_created: 0,
      styles_updated: 0,
      variants_created: 0,
      variants_updated: 0,
    });
    expect(report.body.variants_unchanged).toBe(report.body.rows);
  });
});
