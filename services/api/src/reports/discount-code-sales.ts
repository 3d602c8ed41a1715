import { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { centsToDollars, type CodeSales, type TillDiscountSales } from '@shop/contracts';
import type { ReportDays } from './report-days';
import { countedSaleCondition } from './sales-rule.sql';

type Row = { code: string; orders: number | string; discount_cents: number | string | null };

/**
 * The sales report's discount codes (docs/product/reports.md#discount-codes): a direct query over
 * the purchases placed with a code, through the (discount_code, created_at) index, rather than a
 * rollup: only orders with a code are read, a small share of the sales
 * (docs/decisions/0105-discount-codes.md says why).
 */
@Injectable()
export class DiscountCodeSales {
  constructor(private readonly em: EntityManager) {}

  async of(days: ReportDays): Promise<CodeSales[]> {
    const em = this.em as SqlEntityManager;
    const query = em
      .getKnex()('purchase as p')
      .select([
        'p.discount_code as code',
        em.getKnex().raw('count(*) as orders'),
        em.getKnex().raw('sum(p.discount_cents) as discount_cents'),
      ])
      .whereNotNull('p.discount_code')
      .andWhere('p.created_at', '>=', days.from)
      .andWhere('p.created_at', '<', days.until)
      .andWhereRaw(countedSaleCondition('p'))
      .groupBy('p.discount_code')
      .orderBy('p.discount_code');
    const rows = await em.execute<Row[]>(query);
    return rows.map((row) => ({
      code: row.code,
      orders: Number(row.orders),
      discount: centsToDollars(Number(row.discount_cents ?? 0)),
    }));
  }

  /**
   * The till's discounts (docs/product/point-of-sale.md#discounts), read the same way from the
   * till sales that were given one: a till sale has no code, so its `discount_cents` is the till's.
   */
  async ofTill(days: ReportDays): Promise<TillDiscountSales> {
    const em = this.em as SqlEntityManager;
    const knex = em.getKnex();
    const [row] = await em.execute<Omit<Row, 'code'>[]>(
      knex('purchase as p')
        .select([
          knex.raw('count(*) as orders'),
          knex.raw('sum(p.discount_cents) as discount_cents'),
        ])
        .where('p.channel', 'pos')
        .andWhere('p.discount_cents', '>', 0)
        .andWhere('p.created_at', '>=', days.from)
        .andWhere('p.created_at', '<', days.until)
        .andWhereRaw(countedSaleCondition('p')),
    );
    // MySQL answers sums and counts as DECIMAL text.
    return {
      sales: Number(row?.orders ?? 0),
      discount: centsToDollars(Number(row?.discount_cents ?? 0)),
    };
  }
}
