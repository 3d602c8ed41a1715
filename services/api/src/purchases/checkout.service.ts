import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Injectable } from '@nestjs/common';
import type { CreatePurchaseRequest, Purchase as PurchaseBody } from '@shop/contracts';
import { Product } from '../catalog/product.entity';
import { withdrawStock, type StockLine } from '../inventory/stock-ledger';
import { runStockTransaction } from '../inventory/stock-transaction';
import { User } from '../users/user.entity';
import { Purchase } from './purchase.entity';
import { mergeLines } from './purchase-lines';
import { openingState } from './purchase-status';
import { PurchasesService } from './purchases.service';

@Injectable()
export class CheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly purchases: PurchasesService,
  ) {}

  /**
   * Places a purchase for the signed-in buyer. The server decides everything that
   * matters: prices come from the catalogue, the status from who is buying. The
   * purchase, its stock withdrawals and their ledger rows commit together or not at all.
   */
  async create(request: CreatePurchaseRequest, buyer: User): Promise<PurchaseBody> {
    const merged = mergeLines(request.items);
    if (!merged.ok) throw new BadRequestException(merged.error);
    const { status, paymentStatus } = openingState(buyer.role, request.payment_method);

    const purchaseId = await runStockTransaction(this.em, async (tx) => {
      const lines = await this.saleableLines(tx, merged.lines);
      const purchase = new Purchase({
        user: tx.getReference(User, buyer.id),
        paymentMethod: request.payment_method,
        status,
        paymentStatus,
        notes: request.notes || null,
      });
      for (const { product, quantity } of lines) purchase.addItem(product, quantity);
      // The purchase id names the ledger rows, so the purchase is written first.
      await tx.persist(purchase).flush();
      await withdrawStock(tx, lines, `purchase:${purchase.id}`);
      return purchase.id;
    });
    return this.purchases.get(purchaseId, buyer);
  }

  /** The lines with their products, in id order; a missing or hidden product refuses the purchase. */
  private async saleableLines(
    tx: EntityManager,
    quantities: Map<number, number>,
  ): Promise<StockLine[]> {
    const ids = [...quantities.keys()];
    const found = await tx.find(Product, { id: { $in: ids }, isActive: true });
    const byId = new Map(found.map((product) => [product.id, product]));
    return [...quantities].map(([id, quantity]) => {
      const product = byId.get(id);
      if (!product) throw new BadRequestException(`Product ${id} not found`);
      return { product, quantity };
    });
  }
}
