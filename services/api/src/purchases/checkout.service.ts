import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Injectable } from '@nestjs/common';
import type { CreatePurchaseRequest, Purchase as PurchaseBody } from '@shop/contracts';
import { Product } from '../catalog/product.entity';
import { readRows, valueRows, write } from '../database/sql';
import { withdrawStock, type StockLine } from '../inventory/stock-ledger';
import { runStockTransaction } from '../inventory/stock-transaction';
import type { User } from '../users/user.entity';
import { Purchase } from './purchase.entity';
import { mergeLines } from './purchase-lines';
import { openingState } from './purchase-status';
import { toPurchaseBody } from './purchase.mapper';

/**
 * Places purchases: the shop's hottest write. Its statements are written by hand
 * (database/sql.ts) because the ORM's unit of work cost ten times the database work
 * here; the entities still price the lines and shape the answer.
 */
@Injectable()
export class CheckoutService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Places a purchase for the signed-in buyer. The server decides everything that
   * matters: prices come from the catalogue, the status from who is buying. The
   * purchase, its stock withdrawals and their ledger rows commit together or not at all.
   */
  async create(request: CreatePurchaseRequest, buyer: User): Promise<PurchaseBody> {
    const merged = mergeLines(request.items);
    if (!merged.ok) throw new BadRequestException(merged.error);
    const { status, paymentStatus } = openingState(buyer.role, request.payment_method);

    const purchase = await runStockTransaction(this.em, async (tx) => {
      const lines = await this.saleableLines(tx, merged.lines);
      const purchase = new Purchase({
        user: buyer,
        paymentMethod: request.payment_method,
        status,
        paymentStatus,
        notes: request.notes || null,
        // MySQL keeps whole seconds; the answer says what a reload would.
        createdAt: new Date(Math.floor(Date.now() / 1000) * 1000),
      });
      for (const { product, quantity } of lines) purchase.addItem(product, quantity);
      // The purchase id names the ledger rows, so the purchase is written first.
      await this.insert(tx, purchase);
      await withdrawStock(tx, lines, `purchase:${purchase.id}`);
      return purchase;
    });
    return toPurchaseBody(purchase);
  }

  /** The lines with their products, in id order; a missing or hidden product refuses the purchase. */
  private async saleableLines(
    tx: EntityManager,
    quantities: Map<number, number>,
  ): Promise<StockLine[]> {
    const ids = [...quantities.keys()];
    const rows = await readRows<Record<string, unknown>>(
      tx,
      `select * from product where id in (${ids.map(() => '?').join(', ')}) and is_active = 1`,
      ids,
    );
    const byId = new Map(rows.map((row) => tx.map(Product, row)).map((p) => [p.id, p]));
    return [...quantities].map(([id, quantity]) => {
      const product = byId.get(id);
      if (!product) throw new BadRequestException(`Product ${id} not found`);
      return { product, quantity };
    });
  }

  /** Writes the purchase and its items, and gives them their new ids. */
  private async insert(tx: EntityManager, purchase: Purchase): Promise<void> {
    const written = await write(
      tx,
      'insert into purchase (user_id, total_amount_cents, status, payment_status,' +
        ` payment_method, notes, created_at) values ${valueRows(1, 7)}`,
      [
        purchase.user.id,
        purchase.totalAmountCents,
        purchase.status,
        purchase.paymentStatus,
        purchase.paymentMethod,
        purchase.notes,
        purchase.createdAt,
      ],
    );
    purchase.id = written.insertId;
    // One statement per item: only then does each report its own id on both databases.
    for (const item of purchase.items) {
      const line = await write(
        tx,
        'insert into purchase_item (purchase_id, product_id, quantity, unit_price_cents,' +
          ` unit_cost_cents, total_price_cents) values ${valueRows(1, 6)}`,
        [
          purchase.id,
          item.product.id,
          item.quantity,
          item.unitPriceCents,
          item.unitCostCents,
          item.totalPriceCents,
        ],
      );
      item.id = line.insertId;
    }
  }
}
