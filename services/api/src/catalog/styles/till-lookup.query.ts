import type { EntityManager } from '@mikro-orm/core';
import type { Knex, SqlEntityManager } from '@mikro-orm/knex';
import { pictureUrls, type TillLookup } from '@shop/contracts';
import { normalizeSku } from '../product.entity';
import { toStaffVariant } from './style.mapper';
import {
  HAS_HISTORY,
  RECORD_COLUMNS,
  toFacts,
  VARIANT_COLUMNS,
  type VariantRow,
} from './style-variants.query';

type LookupRow = VariantRow & {
  style_name: string;
  style_brand: string;
  picture_key: string | null;
};

/**
 * The till's scan in one statement: the active variant whose barcode or SKU is exactly `code`
 * (the two unique indexes), its inventory record, its style's name and brand and the style's
 * first picture; a barcode match wins over a SKU match. Nothing else of the style is read
 * (docs/decisions/0117-till-scan-and-status-walk.md). Null when no variant on sale has the code.
 */
export async function lookUpTillCode(em: EntityManager, code: string): Promise<TillLookup | null> {
  const query = tillLookupQuery((em as SqlEntityManager).getKnex(), code);
  const [row] = await (em as SqlEntityManager).execute<LookupRow[]>(query);
  if (!row) return null;
  return {
    style: {
      id: Number(row.style_id),
      name: row.style_name,
      brand: row.style_brand,
      thumb_url: row.picture_key === null ? null : pictureUrls(row.picture_key).thumb,
    },
    variant: toStaffVariant(toFacts(row)),
  };
}

/** The statement of `lookUpTillCode`, also the till-scan device's (`@shop/api/bench-sql`). */
export function tillLookupQuery(knex: Knex, code: string): Knex.QueryBuilder {
  return knex
    .select(VARIANT_COLUMNS)
    .select(knex.raw(RECORD_COLUMNS))
    .select(knex.raw(HAS_HISTORY))
    .select({ style_name: 's.name', style_brand: 's.brand', picture_key: 'r.picture_key' })
    .from('product as p')
    .join('style as s', 's.id', 'p.style_id')
    .leftJoin('inventory_record as i', 'i.product_id', 'p.id')
    .leftJoin('style_picture_ref as r', (on) =>
      on.on('r.style_id', 's.id').andOn('r.position', knex.raw('0')),
    )
    .whereRaw('p.is_active = 1')
    .whereRaw('(p.barcode = ? or p.sku = ?)', [code, normalizeSku(code)])
    .orderByRaw('case when p.barcode = ? then 0 else 1 end', [code])
    .limit(1);
}
