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
import { staffStyleCountQuery, staffStylePageQuery } from './staff-style-list.query';
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

  /** A count and a page of ids in SQL (staff-style-list.query.ts); only the page is loaded. */
  async list(query: StyleAdminQuery): Promise<StyleSummaryList> {
    const { page, per_page, ...filters } = query;
    const sql = this.em as SqlEntityManager;
    const knex = sql.getKnex();
    const [countRows, pageRows] = await Promise.all([
      sql.execute<{ total: number | string }[]>(staffStyleCountQuery(knex, filters)),
      sql.execute<{ id: number | string }[]>(
        staffStylePageQuery(knex, filters, {
          limit: per_page,
          offset: pageOffset({ page, per_page }),
        }),
      ),
    ]);
    const ids = pageRows.map((row) => Number(row.id));
    const em = this.em.fork();
    const [styles, variants, pictures] = await Promise.all([
      em.find(Style, { id: ids }, { populate: ['category'] }),
      loadVariants(em, ids, { visibleOnly: false }),
      em.find(StylePictureRef, { style: ids, position: 0 }),
    ]);
    const thumbs = new Map(pictures.map((p) => [p.style.id, toStylePictures([p])[0]!.urls.thumb]));
    const byId = new Map(styles.map((style) => [style.id, style]));
    return {
      styles: ids.flatMap((id) => {
        const style = byId.get(id);
        return style ? [summary(style, variants.get(id) ?? [], thumbs.get(id))] : [];
      }),
      ...pageInfo(Number(countRows[0]?.total ?? 0), { page, per_page }),
    };
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
