import { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Injectable, NotFoundException } from '@nestjs/common';
import {
  STOCK_STATUSES,
  stockStatus,
  type StaffStyle,
  type StyleAdminQuery,
  type StyleSummary,
  type StyleSummaryList,
} from '@shop/contracts';
import { pageInfo, pageOffset } from '../../common/pagination';
import { PriceChange } from '../price-change.entity';
import { StylePictureRef } from '../style-picture-ref.entity';
import { Style } from '../style.entity';
import {
  summarizeVariants,
  toPriceChangeBody,
  toStaffVariant,
  toStylePictures,
  type VariantFacts,
} from './style.mapper';
import { loadVariants } from './style-variants.query';

import { STYLE_NOT_FOUND } from './public-styles.service';
const PRICE_HISTORY_SHOWN = 100;

/** The back office's reads of styles: archived ones and every variant included. */
@Injectable()
export class StaffStylesService {
  constructor(private readonly em: EntityManager) {}

  async get(id: number): Promise<StaffStyle> {
    const em = this.em.fork();
    const style = await em.findOne(Style, id, { populate: ['category'] });
    if (!style) throw new NotFoundException(STYLE_NOT_FOUND);
    const [pictures, variants] = await Promise.all([
      em.find(StylePictureRef, { style: id }),
      loadVariants(em, [id], { visibleOnly: false, withHistory: true }),
    ]);
    const facts = variants.get(id) ?? [];
    const skus = new Map(facts.map((v) => [v.id, v.sku]));
    const changes = await em.find(
      PriceChange,
      { product: { style: id } },
      {
        populate: ['changedBy'],
        orderBy: { changedAt: 'desc', id: 'desc' },
        limit: PRICE_HISTORY_SHOWN,
      },
    );
    return {
      id: style.id,
      name: style.name,
      brand: style.brand,
      description: style.description,
      category: { id: style.category.id, name: style.category.getEntity().name },
      supplier_id: style.supplier?.id ?? null,
      tags: style.tags,
      sku_pattern: style.skuPattern,
      style_code: style.styleCode,
      is_active: style.isActive,
      pictures: toStylePictures(pictures),
      image_url: facts[0]?.imageUrl ?? null,
      variants: facts.map(toStaffVariant),
      price_history: changes.map((change) =>
        toPriceChangeBody(
          change,
          skus.get(change.product.id) ?? '',
          change.changedBy.getEntity().username,
        ),
      ),
      created_at: style.createdAt.toISOString(),
      updated_at: style.updatedAt.toISOString(),
    };
  }

  /**
   * The filtered styles are read whole and summarized here, where the worst stock state of the
   * active variants is known; then sorted and paged.
   */
  async list(query: StyleAdminQuery): Promise<StyleSummaryList> {
    const em = this.em.fork();
    const ids = await this.matchingIds(em, query);
    const [styles, variants, pictures] = await Promise.all([
      em.find(Style, { id: ids }, { populate: ['category'] }),
      loadVariants(em, ids, { visibleOnly: false }),
      em.find(StylePictureRef, { style: ids, position: 0 }),
    ]);
    const thumbs = new Map(pictures.map((p) => [p.style.id, toStylePictures([p])[0]!.urls.thumb]));
    let rows = styles.map((style) =>
      summary(style, variants.get(style.id) ?? [], thumbs.get(style.id)),
    );
    if (query.stock_status) rows = rows.filter((row) => row.stock_status === query.stock_status);
    rows.sort(ORDERS[query.sort]);
    const { page, per_page } = query;
    const offset = pageOffset({ page, per_page });
    return {
      styles: rows.slice(offset, offset + per_page),
      ...pageInfo(rows.length, { page, per_page }),
    };
  }

  private async matchingIds(em: EntityManager, query: StyleAdminQuery): Promise<number[]> {
    const knex = (em as SqlEntityManager).getKnex();
    const select = knex.select('s.id').from('style as s');
    if (query.status !== 'all') select.where('s.is_active', query.status === 'active' ? 1 : 0);
    if (query.category_id !== undefined) select.where('s.category_id', query.category_id);
    if (query.supplier_id !== undefined) select.where('s.supplier_id', query.supplier_id);
    if (query.search) {
      const needle = query.search.toLowerCase();
      select.where(
        knex.raw(
          '(instr(lower(s.name), ?) > 0 or instr(lower(s.brand), ?) > 0 or s.id in ' +
            '(select v.style_id from product v where instr(lower(v.sku), ?) > 0 or v.barcode = ?))',
          [needle, needle, needle, query.search],
        ),
      );
    }
    const rows = await (em as SqlEntityManager).execute<{ id: number | string }[]>(select);
    return rows.map((row) => Number(row.id));
  }
}

function summary(style: Style, variants: VariantFacts[], thumb: string | undefined): StyleSummary {
  const active = variants.filter((v) => !v.isArchived);
  const states = active.map((v) => stockStatus(v.quantityInStock, v.minimumStockLevel));
  const { min_price, max_price } = summarizeVariants(active.length ? active : variants);
  return {
    id: style.id,
    name: style.name,
    brand: style.brand,
    category: { id: style.category.id, name: style.category.getEntity().name },
    supplier_id: style.supplier?.id ?? null,
    is_active: style.isActive,
    variant_count: variants.length,
    min_price,
    max_price,
    quantity_in_stock: active.reduce((sum, v) => sum + v.quantityInStock, 0),
    // STOCK_STATUSES is ordered worst first.
    stock_status: STOCK_STATUSES.find((state) => states.includes(state)) ?? 'out_of_stock',
    thumb_url: thumb ?? null,
    updated_at: style.updatedAt.toISOString(),
  };
}

const byName = (a: StyleSummary, b: StyleSummary) => a.name.localeCompare(b.name) || a.id - b.id;
const ORDERS: Record<StyleAdminQuery['sort'], (a: StyleSummary, b: StyleSummary) => number> = {
  name: byName,
  newest: (a, b) => b.id - a.id,
  price_asc: (a, b) => a.min_price - b.min_price || byName(a, b),
  price_desc: (a, b) => b.max_price - a.max_price || byName(a, b),
  stock: (a, b) => a.quantity_in_stock - b.quantity_in_stock || byName(a, b),
};
