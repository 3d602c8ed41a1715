import type { Migration } from '@mikro-orm/migrations';
import { DEFAULT_SKU_PATTERN } from '@shop/contracts';

/** A product row as the styles migration reads it. */
export interface UngroupedProduct {
  id: number;
  name: string;
  brand: string;
  sku: string;
  is_active: number | boolean;
}

export interface StylePlan {
  /** The lowest product id of the group: its description, category and supplier are the style's. */
  id: number;
  styleCode: string;
  isActive: boolean;
  productIds: number[];
}

const STYLE_CODE_MAX = 40;

/**
 * Today's products grouped into styles by exact name and brand (docs/product/catalogue.md#compatibility).
 * A style's code is the SKUs' common leading parts without the colour and size
 * (`MEN-PTT-BLA-M`, `MEN-PTT-WHI-S` → `MEN-PTT`), else the name's; unique.
 */
export function planStyles(products: UngroupedProduct[]): StylePlan[] {
  const groups = new Map<string, UngroupedProduct[]>();
  for (const product of [...products].sort((a, b) => Number(a.id) - Number(b.id))) {
    const key = JSON.stringify([product.name, product.brand]);
    groups.set(key, [...(groups.get(key) ?? []), product]);
  }
  const taken = new Set<string>();
  return [...groups.values()].map((group) => {
    const base = codeFromSkus(group.map((p) => p.sku)) || codeFromText(group[0]!.name) || 'STYLE';
    let styleCode = base;
    for (let n = 2; taken.has(styleCode); n++)
      styleCode = `${base.slice(0, STYLE_CODE_MAX - String(n).length - 1)}-${n}`;
    taken.add(styleCode);
    return {
      id: Number(group[0]!.id),
      styleCode,
      isActive: group.some((p) => Boolean(Number(p.is_active))),
      productIds: group.map((p) => Number(p.id)),
    };
  });
}

function codeFromSkus(skus: string[]): string {
  const parts = skus.map((sku) => {
    const segments = sku.toUpperCase().split('-');
    return segments.length >= 3 ? segments.slice(0, -2) : segments;
  });
  const common: string[] = [];
  for (let i = 0; parts.every((p) => p[i] !== undefined && p[i] === parts[0]![i]); i++)
    common.push(parts[0]![i]!);
  return codeFromText(common.join('-'));
}

/** Upper-case letters and digits joined by single dashes, as `style_code` allows. */
export function codeFromText(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, STYLE_CODE_MAX)
    .replace(/-+$/, '');
}

/**
 * The data step of the styles migration, on either database, in plain SQL both speak: each
 * group's style copies its lowest product's row and takes that product's id; products gain
 * `style_id`, and `is_archived` says which were hidden. Nothing else changes.
 */
export async function groupProductsIntoStyles(migration: Migration): Promise<void> {
  const rows = (await migration.execute(
    'select id, name, brand, sku, is_active from product order by id',
  )) as UngroupedProduct[];
  for (const plan of planStyles(rows)) {
    await migration.execute(
      `insert into style (id, name, brand, description, category_id, supplier_id, tags, style_code,
         sku_pattern, is_active, created_at, updated_at)
       select id, name, brand, description, category_id, supplier_id, '[]', ?, ?, ?, created_at, created_at
       from product where id = ?`,
      [plan.styleCode, DEFAULT_SKU_PATTERN, plan.isActive ? 1 : 0, plan.id],
    );
    await migration.execute(
      `update product set style_id = ? where id in (${plan.productIds.map(() => '?').join(', ')})`,
      [plan.id, ...plan.productIds],
    );
  }
  await migration.execute(
    'update product set is_archived = case when is_active = 1 then 0 else 1 end',
  );
}
