import { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  hasPurchaseFilters,
  hasRole,
  PURCHASE_FILTERS_STAFF_ONLY,
  type Purchase as PurchaseBody,
  type PurchaseCashierList,
  type PurchaseList,
  type PurchaseQuery,
} from '@shop/contracts';
import { pageInfo, pageOffset } from '../common/pagination';
import { addDays, parseDate, startOfDay } from '../shop/shop-calendar';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import type { SignedInUser } from '../users/signed-in-user';
import {
  cashiersQuery,
  purchaseCountQuery,
  purchaseIdsQuery,
  type PurchaseListWhere,
} from './purchase-list.query';
import { loadPurchaseReturns } from '../returns/purchase-returns';
import { toPurchaseBody } from './purchase.mapper';
import { loadShippingAddresses } from '../addresses/purchase-addresses';
import { Purchase } from './purchase.entity';
import { FULL_PURCHASE } from './purchases.service';

type CashierRow = { id: number | string; username: string; first_name: string; last_name: string };

/** The most rows one CSV export holds: the newest that match (docs/product/purchases.md#the-orders-desk). */
export const PURCHASE_EXPORT_MAX_ROWS = 10_000;

/**
 * The purchase lists: a customer's own, and the orders desk's search and filters for staff. A
 * read model apart from PurchasesService, which changes purchases: knex picks and counts the ids
 * (purchase-list.query.ts), the ORM loads those purchases whole, one query per relation.
 */
@Injectable()
export class PurchaseListService {
  constructor(
    private readonly em: EntityManager,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  /** One page, newest first. A customer who sends staff's filters is refused (400). */
  async list(query: PurchaseQuery, actor: SignedInUser): Promise<PurchaseList> {
    const where = await this.whereFor(query, actor);
    const knex = this.knex();
    const [countRows, idRows] = await Promise.all([
      this.rows<{ total: number | string }>(purchaseCountQuery(knex, where)),
      this.rows<{ id: number }>(
        purchaseIdsQuery(knex, where, { limit: query.per_page, offset: pageOffset(query) }),
      ),
    ]);
    const total = Number(countRows[0]?.total ?? 0);
    return { purchases: await this.load(idRows), ...pageInfo(total, query) };
  }

  /** Every purchase the filters match, in the list's order, up to `PURCHASE_EXPORT_MAX_ROWS`. */
  async all(query: PurchaseQuery, actor: SignedInUser): Promise<PurchaseBody[]> {
    const where = await this.whereFor(query, actor);
    const ids = await this.rows<{ id: number }>(
      purchaseIdsQuery(this.knex(), where, { limit: PURCHASE_EXPORT_MAX_ROWS }),
    );
    const purchases: PurchaseBody[] = [];
    // A batch at a time, each in a fresh identity map, so a long export holds only rows.
    for (let start = 0; start < ids.length; start += 500)
      purchases.push(...(await this.load(ids.slice(start, start + 500))));
    return purchases;
  }

  /** Everyone who has rung up a sale, by name, for the desk's cashier filter. */
  async cashiers(): Promise<PurchaseCashierList> {
    const rows = await this.rows<CashierRow>(cashiersQuery(this.knex()));
    return {
      cashiers: rows.map((row) => ({
        id: Number(row.id),
        username: row.username,
        first_name: row.first_name,
        last_name: row.last_name,
      })),
    };
  }

  /** A customer's own purchases, unfiltered; staff's filters with the days as instants. */
  private async whereFor(query: PurchaseQuery, actor: SignedInUser): Promise<PurchaseListWhere> {
    if (!hasRole(actor.role, 'staff')) {
      if (hasPurchaseFilters(query)) throw new BadRequestException(PURCHASE_FILTERS_STAFF_ONLY);
      return { userId: actor.id };
    }
    const { page: _page, per_page: _perPage, from, to, ...filters } = query;
    if (!from && !to) return filters;
    // The shop's calendar days (docs/decisions/0040-report-days-cut-at-the-shops-midnights.md).
    const timeZone = await this.shop.timeZone();
    return {
      ...filters,
      ...(from && { since: startOfDay(parseDate(from)!, timeZone) }),
      ...(to && { until: startOfDay(addDays(parseDate(to)!, 1), timeZone) }),
    };
  }

  private async load(idRows: readonly { id: number }[]): Promise<PurchaseBody[]> {
    if (idRows.length === 0) return [];
    const ids = idRows.map((row) => Number(row.id));
    const em = this.em.fork();
    const found = await em.find(Purchase, { id: { $in: ids } }, FULL_PURCHASE);
    // Each with its returns, loaded for the whole page at once.
    const returns = await loadPurchaseReturns(em, found);
    const addresses = await loadShippingAddresses(em, ids);
    const byId = new Map(found.map((purchase) => [purchase.id, purchase]));
    return ids.flatMap((id) => {
      const purchase = byId.get(id);
      return purchase ? [toPurchaseBody(purchase, returns.get(id), addresses.get(id) ?? null)] : [];
    });
  }

  private knex() {
    return (this.em as SqlEntityManager).getKnex();
  }

  /** Runs on the request's own connection, logged like ORM queries. */
  private rows<T>(query: ReturnType<typeof purchaseIdsQuery>): Promise<T[]> {
    return (this.em as SqlEntityManager).execute<T[]>(query);
  }
}
