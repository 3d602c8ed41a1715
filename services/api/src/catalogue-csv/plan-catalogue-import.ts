import type { CatalogueCsvRow } from './catalogue-csv-row';
import { skuKey } from './catalogue-csv-rows-agree';
import {
  changedFields,
  type CatalogueImportPlan,
  type CatalogueSnapshot,
  type ExistingVariant,
  type StyleValues,
  type VariantValues,
} from './catalogue-import-plan';

const pairKey = (styleCode: string, size: string, color: string) => `${styleCode}|${size}|${color}`;

/**
 * What importing `rows` would change in what `snapshot` holds: pure, so a dry run and the
 * applying call plan alike, and idempotent (a file applied, then planned again, changes
 * nothing). Matching is by SKU; a style is named by its code (docs/product/catalogue.md#import-and-export).
 */
export function planCatalogueImport(
  rows: readonly CatalogueCsvRow[],
  snapshot: CatalogueSnapshot,
): CatalogueImportPlan {
  const plan: CatalogueImportPlan = {
    stylesToCreate: [],
    stylesToUpdate: [],
    variantsToCreate: [],
    variantsToUpdate: [],
    variantsUnchanged: 0,
    errors: [],
  };
  const bySku = new Map(snapshot.variants.map((variant) => [skuKey(variant.sku), variant]));
  const byPair = new Map(
    snapshot.variants.map((v) => [pairKey(v.style_code, v.size, v.color), v] as const),
  );
  const planned = new Set<string>();
  for (const row of rows) {
    const refuse = (reason: string) => plan.errors.push({ line: row.line, reason });
    const style = styleValues(row, snapshot, refuse);
    if (style && !planned.has(row.style_code)) {
      planned.add(row.style_code);
      planStyle(row.style_code, style, snapshot, plan);
    }
    planVariant(row, bySku.get(skuKey(row.sku)), byPair, snapshot, plan, refuse);
  }
  plan.errors.sort((a, b) => a.line - b.line);
  return plan;
}

/** The row's style fields with names resolved to ids; undefined for a field the file leaves out. */
function styleValues(
  row: CatalogueCsvRow,
  snapshot: CatalogueSnapshot,
  refuse: (reason: string) => void,
): Partial<StyleValues> | undefined {
  const categoryId = snapshot.categoryIdsByName.get(row.category.toLowerCase());
  if (categoryId === undefined) refuse(`category "${row.category}" does not exist`);
  let supplierId: number | null | undefined = row.supplier === null ? null : undefined;
  if (row.supplier) {
    supplierId = snapshot.supplierIdsByName.get(row.supplier.toLowerCase());
    if (supplierId === undefined) refuse(`supplier "${row.supplier}" does not exist`);
  }
  if (categoryId === undefined || (row.supplier && supplierId === undefined)) return undefined;
  return {
    name: row.name,
    brand: row.brand,
    category_id: categoryId,
    description: row.description,
    tags: row.tags,
    supplier_id: supplierId,
  };
}

function planStyle(
  styleCode: string,
  wanted: Partial<StyleValues>,
  snapshot: CatalogueSnapshot,
  plan: CatalogueImportPlan,
): void {
  const existing = snapshot.stylesByCode.get(styleCode);
  if (!existing) {
    plan.stylesToCreate.push({
      style_code: styleCode,
      name: wanted.name!,
      brand: wanted.brand!,
      category_id: wanted.category_id!,
      description: wanted.description ?? '',
      tags: wanted.tags ?? [],
      supplier_id: wanted.supplier_id ?? null,
    });
    return;
  }
  const changes = changedFields<StyleValues>(existing, wanted);
  if (Object.keys(changes).length) {
    plan.stylesToUpdate.push({ id: existing.id, style_code: styleCode, changes });
  }
}

function planVariant(
  row: CatalogueCsvRow,
  existing: ExistingVariant | undefined,
  byPair: ReadonlyMap<string, ExistingVariant>,
  snapshot: CatalogueSnapshot,
  plan: CatalogueImportPlan,
  refuse: (reason: string) => void,
): void {
  const owner = row.barcode ? snapshot.barcodeOwners.get(row.barcode) : undefined;
  if (owner !== undefined && skuKey(owner) !== skuKey(row.sku)) {
    return refuse(`barcode ${row.barcode} belongs to SKU ${owner}`);
  }
  const wanted: Partial<VariantValues> = {
    barcode: row.barcode,
    selling_price_cents: row.selling_price_cents,
    cost_price_cents: row.cost_price_cents,
    minimum_stock_level: row.minimum_stock_level,
    maximum_stock_level: row.maximum_stock_level,
    is_active: row.is_active,
  };
  if (!existing) {
    const taken = byPair.get(pairKey(row.style_code, row.size, row.color));
    if (taken) {
      return refuse(
        `style ${row.style_code} has ${row.color} ${row.size} already as SKU ${taken.sku}`,
      );
    }
    const minimum = row.minimum_stock_level ?? snapshot.levelDefaults.minimum;
    const maximum = row.maximum_stock_level ?? Math.max(minimum, snapshot.levelDefaults.maximum);
    if (minimum > maximum)
      return refuse('minimum_stock_level must not be above maximum_stock_level');
    plan.variantsToCreate.push({
      line: row.line,
      style_code: row.style_code,
      sku: row.sku,
      size: row.size,
      color: row.color,
      barcode: row.barcode ?? null,
      selling_price_cents: row.selling_price_cents,
      cost_price_cents: row.cost_price_cents,
      minimum_stock_level: minimum,
      maximum_stock_level: maximum,
      is_active: row.is_active ?? true,
      opening_stock: row.quantity_in_stock ?? 0,
    });
    return;
  }
  if (existing.style_code !== row.style_code) {
    return refuse(`SKU ${row.sku} belongs to style ${existing.style_code}`);
  }
  if (existing.size !== row.size || existing.color !== row.color) {
    return refuse(
      `SKU ${row.sku} is ${existing.color} ${existing.size}; its size and colour cannot change`,
    );
  }
  const changes = changedFields<VariantValues>(existing, wanted);
  const merged = { ...existing, ...changes };
  if (merged.minimum_stock_level > merged.maximum_stock_level) {
    return refuse('minimum_stock_level must not be above maximum_stock_level');
  }
  if (Object.keys(changes).length) {
    plan.variantsToUpdate.push({ line: row.line, id: existing.id, sku: existing.sku, changes });
  } else plan.variantsUnchanged += 1;
}
