import { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { StockActor, StockMovementList, StockMovementQuery } from '@shop/contracts';
import { pageInfo, pageOffset } from '../common/pagination';
import { InventoryRecord } from './inventory-record.entity';
import {
  purchaseIdOf,
  stockAfterEach,
  toStockMovementBody,
  type StockMovementRow,
} from './stock-movement.mapper';

/**
 * A product's stock history, newest first (`GET /inventory/{product_id}/movements`).
 * One transaction, so the stock, the count and the page are read at one moment; four
 * statements: the stock, the count, the page (with each row's actor), and the sum of the
 * changes newer than the page, from which each row's `stock_after` follows. Movement ids
 * follow the order in which the ledger wrote them, so "newer" is "higher id".
 */
@Injectable()
export class StockHistoryService {
  constructor(private readonly em: EntityManager) {}

  async list(productId: number, query: StockMovementQuery): Promise<StockMovementList> {
    return this.em.fork().transactional(async (tx) => {
      const em = tx as SqlEntityManager;
      const record = await em.findOne(
        InventoryRecord,
        { product: { id: productId, isActive: true } },
        { fields: ['quantityInStock'] },
      );
      if (!record) throw new NotFoundException('Inventory record not found');
      const knex = em.getKnex();
      const [countRows, rows] = await Promise.all([
        em.execute<{ total: number | string }[]>(
          knex.count({ total: '*' }).from('stock_movement').where('product_id', productId),
        ),
        em.execute<StockMovementRow[]>(
          knex
            .select(
              'm.id',
              'm.created_at',
              'm.quantity_change',
              'm.reason',
              'm.reference',
              'm.note',
              'm.adjustment_reason',
              'm.actor_id',
              'u.username as actor_username',
              'u.first_name as actor_first_name',
              'u.last_name as actor_last_name',
            )
            .from('stock_movement as m')
            .leftJoin('user as u', 'u.id', 'm.actor_id')
            .where('m.product_id', productId)
            .orderBy('m.id', 'desc')
            .limit(query.per_page)
            .offset(pageOffset(query)),
        ),
      ]);
      const newest = rows[0];
      const newer = newest
        ? await em.execute<{ total: number | string | null }[]>(
            knex
              .sum({ total: 'quantity_change' })
              .from('stock_movement')
              .where('product_id', productId)
              .andWhere('id', '>', Number(newest.id)),
          )
        : [];
      const stockAfterNewest = record.quantityInStock - Number(newer[0]?.total ?? 0);
      const after = stockAfterEach(
        rows.map((row) => Number(row.quantity_change)),
        stockAfterNewest,
      );
      const buyers = await this.buyersOf(em, rows);
      return {
        product_id: productId,
        movements: rows.map((row, index) =>
          toStockMovementBody(row, after[index]!, buyers.get(purchaseIdOf(row) ?? 0) ?? null),
        ),
        ...pageInfo(Number(countRows[0]?.total ?? 0), query),
      };
    });
  }

  /** The users of the purchases behind sales that carry no actor (rows from before actors). */
  private async buyersOf(
    em: SqlEntityManager,
    rows: readonly StockMovementRow[],
  ): Promise<Map<number, StockActor>> {
    const ids = [
      ...new Set(
        rows
          .filter((row) => row.actor_id === null && row.reason === 'sale')
          .map(purchaseIdOf)
          .filter((id): id is number => id !== null),
      ),
    ];
    if (ids.length === 0) return new Map();
    const buyers = await em.execute<
      {
        purchase_id: number | string;
        id: number | string;
        username: string;
        first_name: string;
        last_name: string;
      }[]
    >(
      em
        .getKnex()
        .select('p.id as purchase_id', 'u.id', 'u.username', 'u.first_name', 'u.last_name')
        .from('purchase as p')
        .join('user as u', 'u.id', 'p.user_id')
        .whereIn('p.id', ids),
    );
    return new Map(
      buyers.map((buyer) => [
        Number(buyer.purchase_id),
        {
          id: Number(buyer.id),
          username: buyer.username,
          first_name: buyer.first_name,
          last_name: buyer.last_name,
        },
      ]),
    );
  }
}
