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
  type PurchaseReturnFields,
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
import {
  purchaseLinesQuery,
  purchaseRowsQuery,
  toPagePurchase,
  type PurchaseLineRow,
  type PurchaseRow,
} from './purchase-rows';
import { loadTenders } from './purchase-tenders';

type CashierRow = { id: number | string; username: string; first_name: string; last_name: string };

/** The most rows one CSV export holds: the newest that match (docs/product/purchases.md#the-orders-desk). */
export const PURCHASE_EXPORT_MAX_ROWS = 10_000;

/**
 * The purchase lists: a customer's own, and the orders desk's search and filters for staff. A
 * read model apart from PurchasesService, which changes purchases: knex picks and counts the ids
 * (purchase-list.query.ts) and reads those purchases as plain rows (purchase-rows.ts); the ORM
 * loads only their returns.
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
    const page = purchaseIdsQuery(knex, where, {
      limit: query.per_page,
      offset: pageOffset(query),
    });
    const [countRows, rows] = await Promise.all([
      this.rows<{ total: number | string | null }>(purchaseCountQuery(knex, where)),
      this.rows<PurchaseRow>(purchaseRowsQuery(knex, page)),
    ]);
    const total = Number(countRows[0]?.total ?? 0);
    return { purchases: await this.complete(rows), ...pageInfo(total, query) };
  }

  /** Every purchase the filters match, in the list's order, up to `PURCHASE_EXPORT_MAX_ROWS`. */
  async all(query: PurchaseQuery, actor: SignedInUser): Promise<PurchaseBody[]> {
    const where = await this.whereFor(query, actor);
    const knex = this.knex();
    const idRows = await this.rows<{ id: number | string }>(
      purchaseIdsQuery(knex, where, { limit: PURCHASE_EXPORT_MAX_ROWS }),
    );
    const ids = idRows.map((row) => Number(row.id));
    const purchases: PurchaseBody[] = [];
    // A batch at a time, so a long export holds one batch's lines and returns at once.
    for (let start = 0; start < ids.length; start += 500) {
      const batch = ids.slice(start, start + 500);
      const rows = await this.rows<PurchaseRow>(purchaseRowsQuery(knex, batch));
      purchases.push(...(await this.complete(rows)));
    }
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

  /**
   * The page's purchases whole, in their order: one more statement for their lines, and one each
   * for their returns and tenders only when some have them (purchase-rows.ts).
   */
  private async complete(rows: readonly PurchaseRow[]): Promise<PurchaseBody[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => Number(row.id));
    const linesOf = new Map<number, PurchaseLineRow[]>();
    for (const line of await this.rows<PurchaseLineRow>(purchaseLinesQuery(this.knex(), ids))) {
      const id = Number(line.purchase_id);
      linesOf.set(id, [...(linesOf.get(id) ?? []), line]);
    }
    const page = rows.map((row) => toPagePurchase(row, linesOf.get(Number(row.id)) ?? []));
    const withReturns = page.filter((purchase) => purchase.hasReturns).map(({ view }) => view);
    const returns = withReturns.length
      ? await loadPurchaseReturns(this.em.fork(), withReturns)
      : new Map<number, PurchaseReturnFields>();
    const withTenders = page.filter((purchase) => purchase.hasTenders).map(({ view }) => view.id);
    const tenders = await loadTenders(this.em, withTenders);
    return page.map(({ view, shippingAddress }) =>
      toPurchaseBody(view, returns.get(view.id), shippingAddress, tenders.get(view.id)),
    );
  }

  private knex() {
    return (this.em as SqlEntityManager).getKnex();
  }

  /** Runs on the request's own connection, logged like ORM queries. */
  private rows<T>(query: ReturnType<typeof purchaseIdsQuery>): Promise<T[]> {
    return (this.em as SqlEntityManager).execute<T[]>(query);
  }
}
