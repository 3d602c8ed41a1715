import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { Color, Size } from '@shop/contracts';
import type { VariantFacts } from './style.mapper';

/** Whether the variant `p` has history: a sale or any stock movement but the opening one. */
export const HAS_HISTORY =
  '(case when exists (select 1 from purchase_item pi where pi.product_id = p.id) ' +
  "or exists (select 1 from stock_movement m where m.product_id = p.id and m.reason <> 'initial') " +
  'then 1 else 0 end) as has_history';

/** The columns a variant's facts are read from, `p` the product and `i` its inventory record. */
export const VARIANT_COLUMNS = [
  'p.id',
  'p.style_id',
  'p.sku',
  'p.barcode',
  'p.size',
  'p.color',
  'p.selling_price_cents',
  'p.cost_price_cents',
  'p.image_url',
  'p.is_active',
  'p.is_archived',
];

/** The inventory record's columns, zero for a variant without one. */
export const RECORD_COLUMNS =
  'coalesce(i.quantity_in_stock, 0) as quantity_in_stock, ' +
  'coalesce(i.minimum_stock_level, 0) as minimum_stock_level, ' +
  'coalesce(i.maximum_stock_level, 0) as maximum_stock_level';

export interface VariantRow {
  id: number | string;
  style_id: number | string;
  sku: string;
  barcode: string | null;
  size: Size;
  color: Color;
  selling_price_cents: number | string;
  cost_price_cents: number | string;
  image_url: string | null;
  is_active: number | boolean;
  is_archived: number | boolean;
  quantity_in_stock: number | string;
  minimum_stock_level: number | string;
  maximum_stock_level: number | string;
  has_history?: number | string;
}

/**
 * The variants of some styles, by style, in id order: every one (staff), or only those on sale
 * (`visibleOnly`); with `withHistory`, whether each has history: (`has_history`) is a sale or any stock movement but the opening one:
 * such a variant is archived, never deleted (docs/product/catalogue.md#archive-rules).
 */
export async function loadVariants(
  em: EntityManager,
  styleIds: number[],
  options: { visibleOnly: boolean; withHistory?: boolean },
): Promise<Map<number, VariantFacts[]>> {
  const byStyle = new Map<number, VariantFacts[]>(styleIds.map((id) => [id, []]));
  if (styleIds.length === 0) return byStyle;
  const knex = (em as SqlEntityManager).getKnex();
  const query = knex
    .select(VARIANT_COLUMNS)
    .select(knex.raw(RECORD_COLUMNS))
    .from('product as p')
    .leftJoin('inventory_record as i', 'i.product_id', 'p.id')
    .whereIn('p.style_id', styleIds)
    .orderBy('p.id');
  if (options.visibleOnly) query.whereRaw('p.is_active = 1');
  if (options.withHistory) query.select(knex.raw(HAS_HISTORY));
  const rows = await (em as SqlEntityManager).execute<VariantRow[]>(query);
  for (const row of rows) byStyle.get(Number(row.style_id))?.push(toFacts(row));
  return byStyle;
}

export function toFacts(row: VariantRow): VariantFacts {
  return {
    id: Number(row.id),
    sku: row.sku,
    barcode: row.barcode,
    size: row.size,
    color: row.color,
    sellingPriceCents: Number(row.selling_price_cents),
    costPriceCents: Number(row.cost_price_cents),
    quantityInStock: Number(row.quantity_in_stock),
    minimumStockLevel: Number(row.minimum_stock_level),
    maximumStockLevel: Number(row.maximum_stock_level),
    imageUrl: row.image_url,
    isActive: Boolean(Number(row.is_active)),
    isArchived: Boolean(Number(row.is_archived)),
    hasHistory: Boolean(Number(row.has_history ?? 0)),
  };
}
