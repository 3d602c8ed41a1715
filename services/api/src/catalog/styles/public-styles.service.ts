import { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { ProductQuery, PublicStyle, StyleCard, StyleCardList } from '@shop/contracts';
import { pageInfo, pageOffset } from '../../common/pagination';
import { ProductListCache } from '../product-list.cache';
import { StylePictureRef } from '../style-picture-ref.entity';
import { Style } from '../style.entity';
import { styleCardCountQuery, styleCardPageQuery } from './style-card.query';
import {
  summarizeVariants,
  toPublicVariant,
  toStylePictures,
  type VariantFacts,
} from './style.mapper';
import { loadVariants } from './style-variants.query';

export const STYLE_NOT_FOUND = 'Style not found';

interface ShownStyle {
  card: StyleCard;
  style: Style;
  visible: VariantFacts[];
}

/** The storefront's reads of styles: only active styles with their variants on sale. */
@Injectable()
export class PublicStylesService {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: ProductListCache,
  ) {}

  /** A page of cards, reused until the catalogue changes, like the product list's pages. */
  list(query: ProductQuery): Promise<StyleCardList> {
    return this.lists.read(`styles ${JSON.stringify(query)}`, () => this.load(query));
  }

  /** Two statements, a count and the page's style ids (style-card.query.ts); then the cards. */
  private async load(query: ProductQuery): Promise<StyleCardList> {
    const { page, per_page, sort, ...filters } = query;
    const sql = this.em as SqlEntityManager;
    const knex = sql.getKnex();
    const [countRows, pageRows] = await Promise.all([
      sql.execute<{ total: number | string }[]>(styleCardCountQuery(knex, filters)),
      sql.execute<{ style_id: number | string }[]>(
        styleCardPageQuery(knex, filters, sort, {
          limit: per_page,
          offset: pageOffset({ page, per_page }),
        }),
      ),
    ]);
    const ids = pageRows.map((row) => Number(row.style_id));
    const shown = await this.cards(ids);
    return {
      styles: ids.flatMap((id) => shown.get(id)?.card ?? []),
      ...pageInfo(Number(countRows[0]?.total ?? 0), { page, per_page }),
    };
  }

  async get(id: number): Promise<PublicStyle> {
    const shown = (await this.cards([id])).get(id);
    if (!shown) throw new NotFoundException(STYLE_NOT_FOUND);
    const { card, style, visible } = shown;
    return { ...card, description: style.description, variants: visible.map(toPublicVariant) };
  }

  /** The cards of active styles with at least one variant on sale, by id. */
  private async cards(ids: number[]): Promise<Map<number, ShownStyle>> {
    const em = this.em.fork();
    const [styles, pictures, variants] = await Promise.all([
      em.find(Style, { id: ids, isActive: true }, { populate: ['category'] }),
      em.find(StylePictureRef, { style: ids }),
      loadVariants(em, ids, { visibleOnly: true }),
    ]);
    const shown = new Map<number, ShownStyle>();
    for (const style of styles) {
      const visible = variants.get(style.id) ?? [];
      if (visible.length === 0) continue;
      const card: StyleCard = {
        id: style.id,
        name: style.name,
        brand: style.brand,
        category: { id: style.category.id, name: style.category.getEntity().name },
        ...summarizeVariants(visible),
        pictures: toStylePictures(pictures.filter((p) => p.style.id === style.id)),
      };
      shown.set(style.id, { card, style, visible });
    }
    return shown;
  }
}
