import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Injectable } from '@nestjs/common';
import type { CreatePurchaseRequest, Purchase as PurchaseBody } from '@shop/contracts';
import type { Product } from '../catalog/product.entity';
import { valueRows, type SqlTransaction } from '../database/sql';
import { withdrawStock } from '../inventory/stock-ledger';
import { runStockTransaction } from '../inventory/stock-transaction';
import type { SignedInUser } from '../users/signed-in-user';
import { mergeLines } from './purchase-lines';
import type { PurchaseItemView, PurchaseView } from './purchase.mapper';
import { toPurchaseBody } from './purchase.mapper';
import { openingState } from './purchase-status';

/** A product as a sale reads it: what the answer shows and what the line is priced at. */
type SaleProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'sku'
  | 'brand'
  | 'size'
  | 'color'
  | 'imageUrl'
  | 'sellingPriceCents'
  | 'costPriceCents'
>;

type SaleLine = PurchaseItemView & { product: SaleProduct; unitCostCents: number };
type Sale = PurchaseView & { items: SaleLine[] };

/** Only the columns a sale uses, named as the entity names them. */
const SALE_PRODUCT_COLUMNS =
  'id, name, sku, brand, size, color, image_url as imageUrl,' +
  ' selling_price_cents as sellingPriceCents, cost_price_cents as costPriceCents';

const INSERT_PURCHASE =
  'insert into purchase (user_id, total_amount_cents, status, payment_status,' +
  ` payment_method, notes, created_at) values ${valueRows(1, 7)}`;
const INSERT_PURCHASE_ITEM =
  'insert into purchase_item (purchase_id, product_id, quantity, unit_price_cents,' +
  ` unit_cost_cents, total_price_cents) values ${valueRows(1, 6)}`;

/**
 * Places purchases: the shop's hottest write. It works on plain rows with hand-written
 * statements (database/sql.ts): building entities and flushing a unit of work cost
 * several times the database work here (docs/bench-checkout.md).
 */
@Injectable()
export class CheckoutService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Places a purchase for the signed-in buyer. The server decides everything that
   * matters: prices come from the catalogue, the status from who is buying. The
   * purchase, its stock withdrawals and their ledger rows commit together or not at all.
   */
  async create(request: CreatePurchaseRequest, buyer: SignedInUser): Promise<PurchaseBody> {
    const merged = mergeLines(request.items);
    if (!merged.ok) throw new BadRequestException(merged.error);
    const { status, paymentStatus } = openingState(buyer.role, request.payment_method);

    const sale = await runStockTransaction(this.em, async (sql) => {
      const items = await this.pricedLines(sql, merged.lines);
      const sale: Sale = {
        id: 0,
        user: buyer,
        items,
        totalAmountCents: items.reduce((sum, item) => sum + item.totalPriceCents, 0),
        status,
        paymentStatus,
        paymentMethod: request.payment_method,
        notes: request.notes || null,
        // MySQL keeps whole seconds; the answer says what a reload would.
        createdAt: new Date(Math.floor(Date.now() / 1000) * 1000),
      };
      // The purchase id names the ledger rows, so the purchase is written first.
      await this.insert(sql, sale);
      await withdrawStock(sql, items, `purchase:${sale.id}`);
      return sale;
    });
    return toPurchaseBody(sale);
  }

  /**
   * The lines priced from the catalogue, never from the client (ARCHITECTURE §3),
   * keeping the unit cost of the moment for the profit report. A missing or hidden
   * product refuses the purchase.
   */
  private async pricedLines(
    sql: SqlTransaction,
    quantities: Map<number, number>,
  ): Promise<SaleLine[]> {
    const ids = [...quantities.keys()];
    const products = await sql.rows<SaleProduct>(
      `select ${SALE_PRODUCT_COLUMNS} from product` +
        ` where id in (${ids.map(() => '?').join(', ')}) and is_active = 1`,
      ids,
    );
    const byId = new Map(products.map((product) => [Number(product.id), product]));
    return [...quantities].map(([id, quantity]) => {
      const product = byId.get(id);
      if (!product) throw new BadRequestException(`Product ${id} not found`);
      return {
        id: 0,
        product,
        quantity,
        unitPriceCents: product.sellingPriceCents,
        unitCostCents: product.costPriceCents,
        totalPriceCents: product.sellingPriceCents * quantity,
      };
    });
  }

  /** Writes the purchase and its items, and gives them their new ids. */
  private async insert(sql: SqlTransaction, sale: Sale): Promise<void> {
    const written = await sql.write(INSERT_PURCHASE, [
      sale.user.id,
      sale.totalAmountCents,
      sale.status,
      sale.paymentStatus,
      sale.paymentMethod,
      sale.notes,
      sale.createdAt,
    ]);
    sale.id = written.insertId;
    // One statement per item: only then does each report its own id on both databases.
    const lines = await sql.writeAll(
      sale.items.map((item) => ({
        sql: INSERT_PURCHASE_ITEM,
        params: [
          sale.id,
          item.product.id,
          item.quantity,
          item.unitPriceCents,
          item.unitCostCents,
          item.totalPriceCents,
        ],
      })),
    );
    sale.items.forEach((item, index) => (item.id = lines[index]!.insertId));
  }
}
