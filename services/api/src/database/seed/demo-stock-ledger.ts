import { InventoryRecord } from '../../inventory/inventory-record.entity';
import { StockMovement } from '../../inventory/stock-movement.entity';
import type { DemoProduct } from './demo-products';
import type { DemoPurchase } from './demo-purchases';
import type { SeededRandom } from './random';
import { planStockHistory } from './stock-plan';

const DAY_MS = 86_400_000;

export interface StockLedger {
  records: InventoryRecord[];
  movements: StockMovement[];
}

/**
 * Inventory and its movement history, worked back from today's stock so that per
 * product: initial + restocks - sales + cancellations = quantity in stock.
 * Purchases must already have ids: sales and cancellations reference them.
 */
export function buildStockLedger(
  random: SeededRandom,
  products: DemoProduct[],
  purchases: DemoPurchase[],
  now: Date,
): StockLedger {
  const movements: StockMovement[] = [];
  const sold = new Map<number, number>();
  const returned = new Map<number, number>();
  for (const { purchase, cancelledAt } of purchases) {
    const reference = String(purchase.id);
    for (const item of purchase.items) {
      const { product, quantity } = item;
      sold.set(product.id, (sold.get(product.id) ?? 0) + quantity);
      movements.push(
        new StockMovement({
          product,
          quantityChange: -quantity,
          reason: 'sale',
          reference,
          createdAt: purchase.createdAt,
        }),
      );
      if (cancelledAt) {
        returned.set(product.id, (returned.get(product.id) ?? 0) + quantity);
        movements.push(
          new StockMovement({
            product,
            quantityChange: quantity,
            reason: 'cancellation',
            reference,
            createdAt: cancelledAt,
          }),
        );
      }
    }
  }

  const records = products.map(({ product, stock }) => {
    const plan = planStockHistory({
      target: stock.target,
      sold: sold.get(product.id) ?? 0,
      returned: returned.get(product.id) ?? 0,
      restockWanted: random.chance(0.5) ? random.int(15, 40) : 0,
    });
    const restockedAt =
      plan.restock > 0 ? new Date(now.getTime() - random.int(1, 40) * DAY_MS) : null;
    if (plan.initial > 0) {
      movements.push(
        new StockMovement({
          product,
          quantityChange: plan.initial,
          reason: 'initial',
          createdAt: product.createdAt,
        }),
      );
    }
    if (restockedAt) {
      movements.push(
        new StockMovement({
          product,
          quantityChange: plan.restock,
          reason: 'restock',
          createdAt: restockedAt,
        }),
      );
    }
    return new InventoryRecord({
      product,
      quantityInStock: stock.target,
      minimumStockLevel: stock.minimum,
      maximumStockLevel: stock.maximum,
      lastRestocked: restockedAt,
    });
  });

  movements.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { records, movements };
}
