import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  SUPPLIER_NOT_FOUND,
  type AdjustStock,
  type InventoryRecord as InventoryRecordBody,
  type Restock,
  dollarsToCents,
} from '@shop/contracts';
import { AuditTrail } from '../audit/audit-trail';
import { Product } from '../catalog/product.entity';
import { Supplier } from '../suppliers/supplier.entity';
import type { SignedInUser } from '../users/signed-in-user';
import { InventoryService } from './inventory.service';
import { adjustmentAudit } from './stock-audit';
import { adjustStock, receiveStock } from './stock-ledger';
import { runOrmStockTransaction } from './stock-transaction';
import { weightedAverageCostCents } from './weighted-cost';

/**
 * Restocks and adjustments by staff, each one ORM transaction through the stock ledger
 * (stock-ledger.ts), retried whole when it loses a lock race (a restock that reprices
 * the product can meet a sale's foreign-key lock on it). The ledger's update comes
 * first: it takes the record's row lock before anything is read, so on MySQL the
 * reads after it (the stock, the cost) see every restock that committed before this one.
 */
@Injectable()
export class StockChangesService {
  constructor(
    private readonly em: EntityManager,
    private readonly inventory: InventoryService,
    private readonly audit: AuditTrail,
  ) {}

  /** Adds exactly `quantity`; with a unit cost, the cost price becomes the weighted average. */
  async restock(
    productId: number,
    body: Restock,
    actor: SignedInUser,
  ): Promise<InventoryRecordBody> {
    return runOrmStockTransaction(this.em, async (em) => {
      const { quantityInStock } = await receiveStock(em, {
        productId,
        quantity: body.quantity,
        reference: body.supplier_id ? `supplier:${body.supplier_id}` : null,
        actorId: actor.id,
        note: body.note ?? null,
      });
      const product = await this.productOnSale(em, productId);
      if (body.supplier_id && (await em.count(Supplier, body.supplier_id)) === 0)
        throw new BadRequestException(SUPPLIER_NOT_FOUND);
      if (body.unit_cost) {
        product.costPriceCents = weightedAverageCostCents(
          quantityInStock - body.quantity,
          product.costPriceCents,
          body.quantity,
          dollarsToCents(body.unit_cost),
        );
      }
      return this.answer(em, productId);
    });
  }

  /** Changes the stock by a signed amount, audited; 409 when it would go below zero. */
  async adjust(
    productId: number,
    body: AdjustStock,
    actor: SignedInUser,
  ): Promise<InventoryRecordBody> {
    return runOrmStockTransaction(this.em, async (em) => {
      const { quantityInStock } = await adjustStock(em, {
        productId,
        change: body.quantity_change,
        adjustmentReason: body.reason,
        actorId: actor.id,
        note: body.note ?? null,
      });
      const product = await this.productOnSale(em, productId);
      this.audit.record(em, adjustmentAudit(product, body, quantityInStock, actor));
      return this.answer(em, productId);
    });
  }

  /**
   * The record as the change leaves it, read in the change's own transaction: once it commits,
   * nothing may fail the request, or a client told 503 would restock a second time (a read
   * after the commit waits for a connection of its own, which a busy pool can refuse).
   */
  private async answer(em: EntityManager, productId: number): Promise<InventoryRecordBody> {
    await em.flush();
    return this.inventory.get(productId, em);
  }

  /** 404 (rolling the change back) for a hidden product: nobody restocks those. */
  private async productOnSale(em: EntityManager, productId: number): Promise<Product> {
    const product = await em.findOne(Product, { id: productId, isActive: true });
    if (!product) throw new NotFoundException('Product not found');
    return product;
  }
}
