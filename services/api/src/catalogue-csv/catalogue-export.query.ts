import type { EntityManager } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';
import { InventoryRecord } from '../inventory/inventory-record.entity';
import type { CatalogueCsvRecord } from './catalogue-csv-row';

/** Every variant, archived ones too, by style code then SKU, with its style's fields and stock. */
export async function loadCatalogueRecords(em: EntityManager): Promise<CatalogueCsvRecord[]> {
  const products = await em.find(
    Product,
    {},
    { populate: ['style', 'style.category', 'style.supplier'], orderBy: { id: 'asc' } },
  );
  const records = await em.find(InventoryRecord, {});
  const stock = new Map(records.map((record) => [record.product.id, record]));
  return products
    .map((product): CatalogueCsvRecord => {
      const style = product.style.getEntity();
      const record = stock.get(product.id);
      return {
        style_code: style.styleCode,
        name: style.name,
        brand: style.brand,
        category: style.category.getEntity().name,
        description: style.description,
        tags: style.tags,
        supplier: style.supplier?.getEntity().name ?? null,
        sku: product.sku,
        barcode: product.barcode,
        size: product.size,
        color: product.color,
        selling_price_cents: product.sellingPriceCents,
        cost_price_cents: product.costPriceCents,
        minimum_stock_level: record?.minimumStockLevel ?? 0,
        maximum_stock_level: record?.maximumStockLevel ?? 0,
        quantity_in_stock: record?.quantityInStock ?? 0,
        is_active: !product.isArchived,
      };
    })
    .sort((a, b) => a.style_code.localeCompare(b.style_code) || a.sku.localeCompare(b.sku));
}
