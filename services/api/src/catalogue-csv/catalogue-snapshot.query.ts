import type { EntityManager } from '@mikro-orm/core';
import { Category } from '../catalog/category.entity';
import { normalizeSku, Product } from '../catalog/product.entity';
import { Style } from '../catalog/style.entity';
import { InventoryRecord } from '../inventory/inventory-record.entity';
import { Supplier } from '../suppliers/supplier.entity';
import type { CatalogueCsvRow } from './catalogue-csv-row';
import type { CatalogueSnapshot, ExistingStyle, ExistingVariant } from './catalogue-import-plan';

/**
 * What the planner needs of the database for these rows: the styles they name, the variants with
 * their SKUs and every variant of those styles, the categories and suppliers by lower-case name,
 * and the owners of their barcodes.
 */
export async function loadCatalogueSnapshot(
  em: EntityManager,
  rows: readonly CatalogueCsvRow[],
): Promise<Omit<CatalogueSnapshot, 'levelDefaults'>> {
  const codes = [...new Set(rows.map((row) => row.style_code))];
  const skus = [...new Set(rows.map((row) => normalizeSku(row.sku)))];
  const barcodes = [...new Set(rows.flatMap((row) => (row.barcode ? [row.barcode] : [])))];
  const [styles, categories, suppliers] = await Promise.all([
    codes.length ? em.find(Style, { styleCode: { $in: codes } }) : [],
    em.find(Category, {}),
    em.find(Supplier, {}),
  ]);
  const styleIds = styles.map((style) => style.id);
  const products = await em.find(
    Product,
    { $or: [{ sku: { $in: skus } }, { style: { $in: styleIds } }] },
    { populate: ['style'] },
  );
  const records = products.length
    ? await em.find(InventoryRecord, { product: { $in: products.map((p) => p.id) } })
    : [];
  const levels = new Map(records.map((record) => [record.product.id, record]));
  const owners = barcodes.length
    ? await em.find(Product, { barcode: { $in: barcodes } }, { fields: ['sku', 'barcode'] })
    : [];
  return {
    stylesByCode: new Map(styles.map((style) => [style.styleCode, existingStyle(style)])),
    variants: products.map((product) => existingVariant(product, levels.get(product.id))),
    categoryIdsByName: new Map(categories.map((c) => [c.name.toLowerCase(), c.id])),
    supplierIdsByName: new Map(suppliers.map((s) => [s.name.toLowerCase(), s.id])),
    barcodeOwners: new Map(owners.map((owner) => [owner.barcode!, owner.sku])),
  };
}

function existingStyle(style: Style): ExistingStyle {
  return {
    id: style.id,
    style_code: style.styleCode,
    name: style.name,
    brand: style.brand,
    category_id: style.category.id,
    description: style.description,
    tags: style.tags,
    supplier_id: style.supplier?.id ?? null,
  };
}

function existingVariant(product: Product, record: InventoryRecord | undefined): ExistingVariant {
  return {
    id: product.id,
    style_code: product.style.getEntity().styleCode,
    sku: product.sku,
    size: product.size,
    color: product.color,
    barcode: product.barcode,
    selling_price_cents: product.sellingPriceCents,
    cost_price_cents: product.costPriceCents,
    minimum_stock_level: record?.minimumStockLevel ?? 0,
    maximum_stock_level: record?.maximumStockLevel ?? 0,
    is_active: !product.isArchived,
  };
}
