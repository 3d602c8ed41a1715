import type { EntityManager } from '@mikro-orm/core';
import type { AuditActor } from '../audit/audit-entry.entity';
import { Category } from '../catalog/category.entity';
import { changePrices } from '../catalog/price-history';
import { Product } from '../catalog/product.entity';
import { copyToVariants } from '../catalog/styles/style-admin.service';
import { Style } from '../catalog/style.entity';
import { InventoryRecord } from '../inventory/inventory-record.entity';
import { openStock } from '../inventory/stock-ledger-records';
import { refreshStyleSummaries } from '../inventory/stock-ledger-styles';
import { Supplier } from '../suppliers/supplier.entity';
import type { CatalogueImportPlan, StyleValues, VariantToCreate } from './catalogue-import-plan';

/** Who applies the file, and when its opening stock is dated. */
export interface ImportContext {
  actor: AuditActor;
  at: Date;
}

/**
 * Writes an error-free plan inside the caller's transaction: styles first (their variants keep
 * copies of their fields), then new variants with their inventory records and opening stock,
 * then changed variants with their price history (docs/product/catalogue.md#import-and-export).
 */
export async function applyCatalogueImport(
  em: EntityManager,
  plan: CatalogueImportPlan,
  context: ImportContext,
): Promise<void> {
  const styles = new Map<string, Style>();
  for (const wanted of plan.stylesToCreate) {
    const style = new Style({
      ...wanted,
      category: em.getReference(Category, wanted.category_id),
      supplier: wanted.supplier_id === null ? null : em.getReference(Supplier, wanted.supplier_id),
      styleCode: wanted.style_code,
    });
    em.persist(style);
    styles.set(wanted.style_code, style);
  }
  for (const { id, changes } of plan.stylesToUpdate) {
    const style = await em.findOneOrFail(Style, id);
    setStyleFields(em, style, changes);
    await em.flush();
    await copyToVariants(em, style, changes.supplier_id !== undefined);
  }
  await em.flush();
  const created = await createVariants(em, plan.variantsToCreate, styles, context);
  const updated = await updateVariants(em, plan, context.actor);
  // The back office list's summary of each style a new or changed variant belongs to.
  await refreshStyleSummaries(em, [...created, ...updated]);
}

function setStyleFields(em: EntityManager, style: Style, changes: Partial<StyleValues>): void {
  if (changes.name !== undefined) style.name = changes.name;
  if (changes.brand !== undefined) style.brand = changes.brand;
  if (changes.description !== undefined) style.description = changes.description;
  if (changes.tags !== undefined) style.tags = changes.tags;
  if (changes.category_id !== undefined)
    style.category = em.getReference(Category, changes.category_id, { wrapped: true });
  if (changes.supplier_id !== undefined)
    style.supplier =
      changes.supplier_id === null
        ? null
        : em.getReference(Supplier, changes.supplier_id, { wrapped: true });
  style.updatedAt = new Date();
}

async function createVariants(
  em: EntityManager,
  wanted: readonly VariantToCreate[],
  created: ReadonlyMap<string, Style>,
  { at }: ImportContext,
): Promise<number[]> {
  if (!wanted.length) return [];
  const codes = [...new Set(wanted.map((v) => v.style_code))].filter((c) => !created.has(c));
  const existing = codes.length ? await em.find(Style, { styleCode: { $in: codes } }) : [];
  const styleOf = (code: string) =>
    created.get(code) ?? existing.find((style) => style.styleCode === code)!;
  const products = wanted.map((variant) => {
    const style = styleOf(variant.style_code);
    const product = new Product({
      style,
      name: style.name,
      brand: style.brand,
      description: style.description,
      sku: variant.sku,
      size: variant.size,
      color: variant.color,
      sellingPriceCents: variant.selling_price_cents,
      costPriceCents: variant.cost_price_cents,
      category: em.getReference(Category, style.category.id),
    });
    product.supplier = style.supplier;
    product.barcode = variant.barcode;
    product.isArchived = !variant.is_active;
    product.isActive = variant.is_active && style.isActive;
    return product;
  });
  await em.persist(products).flush();
  await openStock(
    em,
    products.map((product, index) => {
      const variant = wanted[index]!;
      return {
        productId: product.id,
        minimumStockLevel: variant.minimum_stock_level,
        maximumStockLevel: variant.maximum_stock_level,
        // An opening entry, told apart from a screen's by its reference.
        movements: variant.opening_stock
          ? [{ change: variant.opening_stock, reason: 'initial' as const, at, reference: 'import' }]
          : [],
      };
    }),
  );
  return products.map((product) => product.style.id);
}

/** Changes the variants the plan names; the ids of their styles. */
async function updateVariants(
  em: EntityManager,
  plan: CatalogueImportPlan,
  actor: AuditActor,
): Promise<number[]> {
  if (!plan.variantsToUpdate.length) return [];
  const ids = plan.variantsToUpdate.map((v) => v.id);
  const products = new Map(
    (await em.find(Product, { id: { $in: ids } }, { populate: ['style'] })).map((p) => [p.id, p]),
  );
  for (const { id, changes } of plan.variantsToUpdate) {
    const product = products.get(id)!;
    if (changes.barcode !== undefined) product.barcode = changes.barcode;
    if (changes.is_active !== undefined) {
      product.isArchived = !changes.is_active;
      product.isActive = changes.is_active && product.style.getEntity().isActive;
    }
    changePrices(
      em,
      product,
      { sellingPriceCents: changes.selling_price_cents, costPriceCents: changes.cost_price_cents },
      actor,
    );
  }
  await em.flush();
  for (const { id, changes } of plan.variantsToUpdate) {
    const { minimum_stock_level: minimum, maximum_stock_level: maximum } = changes;
    if (minimum === undefined && maximum === undefined) continue;
    await em.nativeUpdate(
      InventoryRecord,
      { product: id },
      {
        ...(minimum !== undefined && { minimumStockLevel: minimum }),
        ...(maximum !== undefined && { maximumStockLevel: maximum }),
      },
    );
  }
  return [...products.values()].map((product) => product.style.id);
}
