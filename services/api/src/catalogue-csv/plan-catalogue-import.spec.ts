import { catalogueRecord } from '../../test/support/catalogue-records';
import { catalogueCsv } from './catalogue-csv-export';
import type { CatalogueCsvRecord, CatalogueCsvRow } from './catalogue-csv-row';
import {
  importReport,
  type CatalogueImportPlan,
  type CatalogueSnapshot,
  type ExistingVariant,
} from './catalogue-import-plan';
import { parseCatalogueCsv } from './parse-catalogue-csv';
import { planCatalogueImport } from './plan-catalogue-import';

const rowsOf = (csv: string): CatalogueCsvRow[] => {
  const result = parseCatalogueCsv(new TextEncoder().encode(csv));
  if ('refused' in result || result.errors.length) throw new Error(JSON.stringify(result));
  return result.rows;
};
const fileOf = (records: CatalogueCsvRecord[]) => rowsOf(catalogueCsv(records));

const empty: CatalogueSnapshot = {
  stylesByCode: new Map(),
  variants: [],
  categoryIdsByName: new Map([
    ['leggings', 1],
    ['tops', 2],
  ]),
  supplierIdsByName: new Map([['northwind', 7]]),
  barcodeOwners: new Map(),
  levelDefaults: { minimum: 10, maximum: 100 },
};

/** What the database holds once a plan is applied, as the import's service would write it. */
function applied(plan: CatalogueImportPlan, before: CatalogueSnapshot): CatalogueSnapshot {
  const stylesByCode = new Map(before.stylesByCode);
  plan.stylesToCreate.forEach((style, i) =>
    stylesByCode.set(style.style_code, { id: 100 + i, ...style }),
  );
  for (const { style_code, changes } of plan.stylesToUpdate) {
    stylesByCode.set(style_code, { ...stylesByCode.get(style_code)!, ...changes });
  }
  const variants: ExistingVariant[] = before.variants.map((variant) => ({
    ...variant,
    ...plan.variantsToUpdate.find((update) => update.id === variant.id)?.changes,
  }));
  plan.variantsToCreate.forEach(({ line: _l, opening_stock: _s, ...variant }, i) =>
    variants.push({ id: 500 + i, ...variant }),
  );
  const barcodeOwners = new Map(
    variants.flatMap((v) => (v.barcode ? [[v.barcode, v.sku] as const] : [])),
  );
  return { ...before, stylesByCode, variants, barcodeOwners };
}

const summary = (plan: CatalogueImportPlan) =>
  importReport(plan, 0, { dryRun: true, applied: false });
const two = [
  catalogueRecord(),
  catalogueRecord({ sku: 'ZEN-BLK-L', size: 'L', barcode: '5901234123457', quantity_in_stock: 0 }),
];

describe('planCatalogueImport', () => {
  it('creates a new style and its variants, with opening stock and the file values', () => {
    const plan = planCatalogueImport(fileOf(two), empty);
    expect(plan.errors).toEqual([]);
    expect(plan.stylesToCreate).toEqual([
      {
        style_code: 'ZEN',
        name: 'Zen Leggings',
        brand: 'Flow',
        category_id: 1,
        description: 'Soft, "high" waist\nand pockets',
        tags: ['summer', '2025'],
        supplier_id: 7,
      },
    ]);
    expect(plan.variantsToCreate.map((v) => [v.line, v.sku, v.opening_stock, v.barcode])).toEqual([
      [2, 'ZEN-BLK-M', 12, '4006381333931'],
      [4, 'ZEN-BLK-L', 0, '5901234123457'],
    ]);
  });

  it('gives a new variant the default levels, no barcode and active when the file leaves them out', () => {
    const csv =
      'style_code,name,brand,category,sku,size,color,selling_price,cost_price\nZEN,Zen,Flow,leggings,Z-1,M,Black,10,4\n';
    expect(planCatalogueImport(rowsOf(csv), empty).variantsToCreate[0]).toMatchObject({
      minimum_stock_level: 10,
      maximum_stock_level: 100,
      barcode: null,
      is_active: true,
      opening_stock: 0,
    });
  });

  it('is idempotent: the same file planned after it is applied changes nothing', () => {
    const rows = fileOf(two);
    const again = planCatalogueImport(rows, applied(planCatalogueImport(rows, empty), empty));
    expect(summary(again)).toMatchObject({
      styles_created: 0,
      styles_updated: 0,
      variants_created: 0,
      variants_updated: 0,
      variants_unchanged: 2,
      errors: [],
    });
  });

  it('updates only what changed, and ignores the stock of an existing variant', () => {
    const after = applied(planCatalogueImport(fileOf(two), empty), empty);
    const changed = [
      catalogueRecord({ name: 'Zen Leggings II', quantity_in_stock: 99 }),
      { ...two[1]!, name: 'Zen Leggings II', selling_price_cents: 5500, is_active: false },
    ];
    const plan = planCatalogueImport(fileOf(changed), after);
    expect(plan.stylesToUpdate).toEqual([
      { id: 100, style_code: 'ZEN', changes: { name: 'Zen Leggings II' } },
    ]);
    expect(plan.variantsToUpdate).toEqual([
      {
        line: 4,
        id: 501,
        sku: 'ZEN-BLK-L',
        changes: { selling_price_cents: 5500, is_active: false },
      },
    ]);
    expect(plan.variantsUnchanged).toBe(1);
  });

  it('keeps what a file leaves out: no barcode column clears no barcode', () => {
    const after = applied(planCatalogueImport(fileOf(two), empty), empty);
    const csv =
      'style_code,name,brand,category,sku,size,color,selling_price,cost_price\nZEN,Zen Leggings,Flow,leggings,ZEN-BLK-M,M,Black,49.99,20\n';
    const plan = planCatalogueImport(rowsOf(csv), after);
    expect(summary(plan)).toMatchObject({
      styles_updated: 0,
      variants_updated: 0,
      variants_unchanged: 1,
    });
  });

  it('refuses names of categories and suppliers that do not exist, on every row they are on', () => {
    const rows = fileOf([
      catalogueRecord({ category: 'socks', supplier: 'Acme' }),
      catalogueRecord({ category: 'socks', supplier: 'Acme', sku: 'B', size: 'L', barcode: null }),
    ]);
    expect(planCatalogueImport(rows, empty).errors).toEqual([
      { line: 2, reason: 'category "socks" does not exist' },
      { line: 2, reason: 'supplier "Acme" does not exist' },
      { line: 4, reason: 'category "socks" does not exist' },
      { line: 4, reason: 'supplier "Acme" does not exist' },
    ]);
  });

  describe('against what exists', () => {
    const other: ExistingVariant = {
      id: 9,
      style_code: 'TEE',
      sku: 'TEE-RED-S',
      size: 'S',
      color: 'Red',
      barcode: '036000291452',
      selling_price_cents: 1500,
      cost_price_cents: 500,
      minimum_stock_level: 1,
      maximum_stock_level: 9,
      is_active: true,
    };
    const zen = {
      ...other,
      id: 10,
      style_code: 'ZEN',
      sku: 'ZEN-OLD',
      size: 'M' as const,
      color: 'Black' as const,
      barcode: null,
    };
    const snapshot = {
      ...empty,
      variants: [other, zen],
      barcodeOwners: new Map([['036000291452', 'TEE-RED-S']]),
    };
    const reasons = (record: Partial<CatalogueCsvRecord>) =>
      planCatalogueImport(
        fileOf([catalogueRecord({ barcode: null, ...record })]),
        snapshot,
      ).errors.map((e) => e.reason);

    it('refuses a barcode another variant has', () => {
      expect(reasons({ barcode: '036000291452' })).toEqual([
        'barcode 036000291452 belongs to SKU TEE-RED-S',
      ]);
    });

    it('refuses a SKU of another style', () => {
      expect(reasons({ sku: 'tee-red-s', size: 'S', color: 'Red' })).toEqual([
        'SKU tee-red-s belongs to style TEE',
      ]);
    });

    it('refuses a new SKU for a size and colour the style has', () => {
      expect(reasons({})).toEqual(['style ZEN has Black M already as SKU ZEN-OLD']);
    });

    it("refuses a change of an existing variant's size or colour", () => {
      expect(reasons({ sku: 'ZEN-OLD', size: 'L' })).toEqual([
        'SKU ZEN-OLD is Black M; its size and colour cannot change',
      ]);
    });

    it('refuses levels that cross once merged with what the variant has', () => {
      const csv =
        'style_code,name,brand,category,sku,size,color,selling_price,cost_price,minimum_stock_level\nTEE,Tee,Flow,tops,TEE-RED-S,S,Red,15,5,20\n';
      expect(planCatalogueImport(rowsOf(csv), snapshot).errors).toEqual([
        { line: 2, reason: 'minimum_stock_level must not be above maximum_stock_level' },
      ]);
    });
  });
});
