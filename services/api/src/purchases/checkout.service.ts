import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Injectable } from '@nestjs/common';
import type { CreatePurchaseRequest, Purchase as PurchaseBody, Role } from '@shop/contracts';
import { tokenRefused, type TokenBearer } from '../auth/token-bearer';
import type { Product } from '../catalog/product.entity';
import { valueRows, type SqlTransaction } from '../database/sql';
import { withdrawStock } from '../inventory/stock-ledger';
import { runStockTransaction } from '../inventory/stock-transaction';
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

/** The buyer as the answer shows them, and the stored role that sets the opening status. */
type Buyer = PurchaseView['user'] & { role: Role };

type SaleLine = PurchaseItemView & { product: SaleProduct; unitCostCents: number };
type Sale = PurchaseView & { user: Buyer; items: SaleLine[] };

/** The buyer's account beside each product found, or alone when none is. */
type BasketRow = Omit<Buyer, 'id'> & { buyerId: number } & (
    SaleProduct | { [column in keyof SaleProduct]: null }
  );

/** Only the columns a sale uses, named as the entities name them. */
const BUYER_COLUMNS =
  'u.id as buyerId, u.username, u.email, u.first_name as firstName,' +
  ' u.last_name as lastName, u.phone, u.address, u.role';
const SALE_PRODUCT_COLUMNS =
  'p.id, p.name, p.sku, p.brand, p.size, p.color, p.image_url as imageUrl,' +
  ' p.selling_price_cents as sellingPriceCents, p.cost_price_cents as costPriceCents';

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
   * Places a purchase for the bearer of a good token. The server decides everything
   * that matters: prices come from the catalogue, the status from the buyer's stored
   * role. The buyer's account is read in the purchase's own transaction (the route is
   * `@ChecksAccountItself()`): a deleted or deactivated account gets a 401 and nothing
   * is written. The purchase, its stock withdrawals and their ledger rows commit
   * together or not at all.
   */
  async create(request: CreatePurchaseRequest, bearer: TokenBearer): Promise<PurchaseBody> {
    const merged = mergeLines(request.items);
    if (!merged.ok) throw new BadRequestException(merged.error);

    const sale = await runStockTransaction(this.em, async (sql) => {
      const { buyer, items } = await this.readBasket(sql, bearer, merged.lines);
      const sale: Sale = {
        id: 0,
        user: buyer,
        items,
        totalAmountCents: items.reduce((sum, item) => sum + item.totalPriceCents, 0),
        ...openingState(buyer.role, request.payment_method),
        paymentMethod: request.payment_method,
        notes: request.notes || null,
        // MySQL keeps whole seconds; the answer says what a reload would.
        createdAt: new Date(Math.floor(Date.now() / 1000) * 1000),
      };
      // The ledger rows name the purchase, so the purchase is written first.
      await this.insert(sql, sale);
      await withdrawStock(sql, items, sale.id, buyer.id);
      return sale;
    });
    return toPurchaseBody(sale);
  }

  /**
   * The buyer's account, which must still be active, and the lines priced from the
   * catalogue, never from the client (docs/architecture.md §3), keeping the unit cost of the
   * moment for the profit report. One statement reads both, so checking the account
   * costs the checkout no statement of its own. A missing or hidden product refuses
   * the purchase.
   */
  private async readBasket(
    sql: SqlTransaction,
    bearer: TokenBearer,
    quantities: Map<number, number>,
  ): Promise<{ buyer: Buyer; items: SaleLine[] }> {
    const ids = [...quantities.keys()];
    const rows = await sql.rows<BasketRow>(
      `select ${BUYER_COLUMNS}, ${SALE_PRODUCT_COLUMNS} from user u` +
        ` left join product p on p.id in (${ids.map(() => '?').join(', ')}) and p.is_active = 1` +
        ' where u.id = ? and u.is_active = 1',
      [...ids, bearer.accountId],
    );
    const [account] = rows;
    if (!account) throw tokenRefused();
    const { buyerId, username, email, firstName, lastName, phone, address, role } = account;
    const buyer = {
      id: Number(buyerId),
      username,
      email,
      firstName,
      lastName,
      phone,
      address,
      role,
    };

    const byId = new Map<number, SaleProduct>();
    for (const row of rows) if (row.id !== null) byId.set(Number(row.id), row);
    const items = [...quantities].map(([id, quantity]): SaleLine => {
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
    return { buyer, items };
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
