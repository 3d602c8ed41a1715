import { purchaseReference } from '../../inventory/stock-ledger-rows';
import type { LedgerEntry, StockOpening } from '../../inventory/stock-ledger-records';
import type { DemoProduct } from './demo-products';
import type { DemoPurchase } from './demo-purchases';
import type { SeededRandom } from './random';
import { planStockHistory } from './stock-plan';

const DAY_MS = 86_400_000;

/**
 * Each product's inventory record and movement history, worked back from today's stock
 * so that per product: initial + restocks - sales + cancellations + returns - write-offs =
 * quantity in stock, never below zero on the way (stock-plan.ts).
 * Plain data for the stock ledger to write (`openStock`), which works the stock out from
 * the movements. Purchases and returns must already have ids: the movements reference them.
 * `returns` are the demo returns' movements by product (demo-returns.ts).
 */
export function buildStockOpenings(
  random: SeededRandom,
  products: DemoProduct[],
  purchases: DemoPurchase[],
  now: Date,
  returns: ReadonlyMap<number, readonly LedgerEntry[]> = new Map(),
): StockOpening[] {
  const histories = new Map<number, LedgerEntry[]>();
  const record = (productId: number, entry: LedgerEntry) => {
    const history = histories.get(productId) ?? [];
    history.push(entry);
    histories.set(productId, history);
  };
  const sold = new Map<number, number>();
  const returned = new Map<number, number>();
  for (const { purchase, cancelledAt } of purchases) {
    const reference = purchaseReference(purchase.id);
    for (const { product, quantity } of purchase.items) {
      sold.set(product.id, (sold.get(product.id) ?? 0) + quantity);
      record(product.id, { change: -quantity, reason: 'sale', reference, at: purchase.createdAt });
      if (cancelledAt) {
        returned.set(product.id, (returned.get(product.id) ?? 0) + quantity);
        record(product.id, {
          change: quantity,
          reason: 'cancellation',
          reference,
          at: cancelledAt,
        });
      }
    }
  }

  // Units back on the shelf count as given back; a written-off unit comes and goes at once.
  for (const [productId, entries] of returns)
    for (const entry of entries) {
      record(productId, entry);
      returned.set(productId, (returned.get(productId) ?? 0) + entry.change);
    }

  return products.map(({ product, stock }): StockOpening => {
    const plan = planStockHistory({
      target: stock.target,
      sold: sold.get(product.id) ?? 0,
      returned: returned.get(product.id) ?? 0,
      restockWanted: random.chance(0.5) ? random.int(15, 40) : 0,
    });
    const restockedAt =
      plan.restock > 0 ? new Date(now.getTime() - random.int(1, 40) * DAY_MS) : null;
    if (plan.initial > 0)
      record(product.id, { change: plan.initial, reason: 'initial', at: product.createdAt });
    if (restockedAt)
      record(product.id, { change: plan.restock, reason: 'restock', at: restockedAt });
    return {
      productId: product.id,
      minimumStockLevel: stock.minimum,
      maximumStockLevel: stock.maximum,
      movements: histories.get(product.id) ?? [],
    };
  });
}
