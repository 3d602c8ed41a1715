import { EntityManager, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  LEVELS_ORDER_ERROR,
  type InventoryAlertList,
  type InventoryCreate,
  type InventoryLevels,
  type InventoryList,
  type InventoryQuery,
  type InventoryRecord as InventoryRecordBody,
} from '@shop/contracts';
import { Product } from '../catalog/product.entity';
import { StoreSettingsService } from '../shop/store-settings.service';
import { pageInfo, pageOffset } from '../common/pagination';
import { inventoryAlerts } from './inventory-alerts';
import { inventoryCountQuery, inventoryRowsQuery } from './inventory-list.query';
import { toInventoryBody, type InventoryRow } from './inventory.mapper';
import { InventoryRecord } from './inventory-record.entity';
import { openStock } from './stock-ledger-records';
import { lockStyleStock, refreshStyleSummaries } from './stock-ledger-styles';
import { anyStockState } from './stock-state.sql';

export const RECORD_EXISTS = 'This product already has an inventory record';

/**
 * Inventory records: the staff list, one record by product id, its levels, and new
 * records. The stock itself changes only through the stock ledger (stock-ledger.ts).
 */
@Injectable()
export class InventoryService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: StoreSettingsService,
  ) {}

  /** A count and one page, filtered and sorted as asked. */
  async list(query: InventoryQuery): Promise<InventoryList> {
    const { page, per_page, sort, ...filters } = query;
    const knex = this.knex();
    const [countRows, rows] = await Promise.all([
      this.rows<{ total: number | string }>(inventoryCountQuery(knex, filters)),
      this.rows<InventoryRow>(
        inventoryRowsQuery(knex, filters, sort, {
          limit: per_page,
          offset: pageOffset({ page, per_page }),
        }),
      ),
    ]);
    const total = Number(countRows[0]?.total ?? 0);
    return { inventory: rows.map(toInventoryBody), ...pageInfo(total, { page, per_page }) };
  }

  /** Every row the list's filters match, in its order: the CSV export. */
  async all(query: InventoryQuery): Promise<InventoryRecordBody[]> {
    const { page: _page, per_page: _perPage, sort, ...filters } = query;
    const rows = await this.rows<InventoryRow>(inventoryRowsQuery(this.knex(), filters, sort));
    return rows.map(toInventoryBody);
  }

  /** The record of a product on sale; 404 names what is missing. */
  async get(productId: number, em: EntityManager = this.em): Promise<InventoryRecordBody> {
    const knex = (em as SqlEntityManager).getKnex();
    const query = inventoryRowsQuery(knex, { productId }, 'name', { limit: 1, offset: 0 });
    const [row] = await (em as SqlEntityManager).execute<InventoryRow[]>(query);
    if (!row) throw await this.notFound(em, productId);
    return toInventoryBody(row);
  }

  /**
   * Sets either level or both. The update itself checks the order against the stored
   * other level, so two staff saving a minimum and a maximum at once cannot cross them.
   */
  async updateLevels(productId: number, body: InventoryLevels): Promise<InventoryRecordBody> {
    const { minimum_stock_level: minimum, maximum_stock_level: maximum } = body;
    const set = {
      ...(minimum !== undefined && { minimumStockLevel: minimum }),
      ...(maximum !== undefined && { maximumStockLevel: maximum }),
    };
    const inOrder =
      minimum !== undefined && maximum !== undefined
        ? {}
        : minimum !== undefined
          ? { maximumStockLevel: { $gte: minimum } }
          : { minimumStockLevel: { $lte: maximum } };
    await this.get(productId); // 404 when there is no record to change
    await this.em.transactional(async (em) => {
      // A new minimum can make the variant low, or no longer low, in its style's list row.
      const styleId = (await em.findOneOrFail(Product, productId)).style.id;
      await lockStyleStock(em, [styleId]);
      const changed = await em.nativeUpdate(
        InventoryRecord,
        { product: productId, ...inOrder },
        set,
      );
      if (changed === 0) throw new BadRequestException(LEVELS_ORDER_ERROR);
      await refreshStyleSummaries(em, [styleId]);
    });
    return this.get(productId);
  }

  /**
   * A record for a product that has none, with its opening stock through the ledger. Levels
   * not sent are the store settings' defaults (docs/product/settings.md#stock-defaults).
   */
  async create(body: InventoryCreate): Promise<InventoryRecordBody> {
    const defaults = await this.settings.current();
    const minimum = body.minimum_stock_level ?? defaults.stock_minimum_default;
    const maximum = body.maximum_stock_level ?? defaults.stock_maximum_default;
    if (minimum > maximum) throw new BadRequestException(LEVELS_ORDER_ERROR);
    try {
      return await this.em.transactional(async (em) => {
        const product = await em.findOne(Product, { id: body.product_id, isActive: true });
        if (!product) throw new NotFoundException('Product not found');
        if ((await em.count(InventoryRecord, { product: product.id })) > 0)
          throw new ConflictException(RECORD_EXISTS);
        const quantity = body.quantity_in_stock;
        await openStock(em, [
          {
            productId: product.id,
            minimumStockLevel: minimum,
            maximumStockLevel: maximum,
            movements:
              quantity > 0 ? [{ change: quantity, reason: 'initial', at: new Date() }] : [],
          },
        ]);
        await refreshStyleSummaries(em, [product.style.id]);
        return this.get(product.id, em);
      });
    } catch (error) {
      // Two staff creating the same record at once: the unique product_id decides.
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictException(RECORD_EXISTS);
      throw error;
    }
  }

  /** Low and out-of-stock lines of products still on sale. */
  async alerts(): Promise<InventoryAlertList> {
    const records = await this.em.find(
      InventoryRecord,
      {
        product: { isActive: true },
        // The states' own SQL (stock-state.sql.ts): the database picks the few candidate rows.
        [raw((alias) => anyStockState(['out_of_stock', 'low_stock'], alias))]: [],
      },
      { populate: ['product'] },
    );
    const lines = records.map((record) => ({
      productId: record.product.id,
      name: record.product.name,
      sku: record.product.sku,
      quantityInStock: record.quantityInStock,
      minimumStockLevel: record.minimumStockLevel,
    }));
    return { alerts: inventoryAlerts(lines) };
  }

  private async notFound(em: EntityManager, productId: number): Promise<NotFoundException> {
    const product = await em.count(Product, { id: productId, isActive: true });
    return new NotFoundException(product ? 'Inventory record not found' : 'Product not found');
  }

  private knex() {
    return (this.em as SqlEntityManager).getKnex();
  }

  /** Runs on the request's own connection, logged like ORM queries. */
  private rows<T>(query: ReturnType<typeof inventoryRowsQuery>): Promise<T[]> {
    return (this.em as SqlEntityManager).execute<T[]>(query);
  }
}
