import { EntityManager, raw } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { InventoryAlertList } from '@shop/contracts';
import { inventoryAlerts } from './inventory-alerts';
import { InventoryRecord } from './inventory-record.entity';

@Injectable()
export class InventoryService {
  constructor(private readonly em: EntityManager) {}

  /** Low and out-of-stock lines of products still on sale. */
  async alerts(): Promise<InventoryAlertList> {
    const records = await this.em.find(
      InventoryRecord,
      {
        product: { isActive: true },
        // Two columns compared: the database picks the few candidate rows.
        [raw((alias) => `${alias}.quantity_in_stock <= ${alias}.minimum_stock_level`)]: [],
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
}
