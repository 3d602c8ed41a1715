import { pointOfSaleNotes, type PaymentStatus, type PurchaseStatus } from '@shop/contracts';
import type { Product } from '../../catalog/product.entity';
import { Purchase } from '../../purchases/purchase.entity';
import type { User } from '../../users/user.entity';
import { WALK_IN_CUSTOMERS } from './demo-people';
import type { SeededRandom } from './random';

const MINUTE_MS = 60_000;
const SALES_WINDOW_MINUTES = 60 * 24 * 60;
export const DEMO_PURCHASE_COUNT = 140;

export interface DemoPurchaseInput {
  customers: User[];
  cashier: User;
  products: Product[];
  now: Date;
}

/** A purchase and, when it was cancelled, the moment its stock came back. */
export interface DemoPurchase {
  purchase: Purchase;
  cancelledAt: Date | null;
}

/**
 * Purchases spread over the last 60 days: online orders by the demo customers and
 * point-of-sale sales rung up by staff, mostly completed, some still open or cancelled.
 */
export function buildDemoPurchases(random: SeededRandom, input: DemoPurchaseInput): DemoPurchase[] {
  const { customers, cashier, products, now } = input;
  const purchases: DemoPurchase[] = [];
  for (let n = 0; n < DEMO_PURCHASE_COUNT; n++) {
    const createdAt = new Date(now.getTime() - random.int(5, SALES_WINDOW_MINUTES) * MINUTE_MS);
    const drawnStatus = pickStatus(random);
    const atTheTill = random.chance(0.4);
    const user = atTheTill ? cashier : random.pick(customers);
    const paymentMethod = random.chance(0.6) ? 'card' : 'cash';
    const drawnPayment = paymentStatusFor(random, drawnStatus);
    // A till sale is handed over and paid at once
    // (docs/product/purchases.md#statuses-and-transitions); only a later cancellation changes it.
    // The draws stay as they were, so the rest of the seed does too.
    const status = atTheTill && drawnStatus !== 'cancelled' ? 'completed' : drawnStatus;
    const paymentStatus = atTheTill && drawnStatus !== 'cancelled' ? 'paid' : drawnPayment;
    const walkIn = atTheTill ? random.pick(WALK_IN_CUSTOMERS) : null;
    const purchase = new Purchase({
      user,
      paymentMethod,
      status,
      paymentStatus,
      notes: walkIn ? pointOfSaleNotes({ customer_name: walkIn }) : null,
      createdAt,
      channel: atTheTill ? 'pos' : 'web',
      cashier: atTheTill ? cashier : null,
    });
    purchase.customerName = walkIn;
    for (const product of random.sample(products, random.int(1, 3)))
      purchase.addItem(product, random.int(1, 3));
    const cancelledAt =
      status === 'cancelled'
        ? new Date(
            Math.min(now.getTime(), createdAt.getTime() + random.int(30, 48 * 60) * MINUTE_MS),
          )
        : null;
    purchases.push({ purchase, cancelledAt });
  }
  // Ids then follow time, as they would in a real shop.
  return purchases.sort((a, b) => a.purchase.createdAt.getTime() - b.purchase.createdAt.getTime());
}

function pickStatus(random: SeededRandom): PurchaseStatus {
  const roll = random.next();
  if (roll < 0.75) return 'completed';
  if (roll < 0.85) return 'processing';
  if (roll < 0.93) return 'pending';
  return 'cancelled';
}

function paymentStatusFor(random: SeededRandom, status: PurchaseStatus): PaymentStatus {
  switch (status) {
    case 'completed':
      return random.chance(0.8) ? 'completed' : 'paid';
    case 'processing':
      return 'paid';
    case 'pending':
      return random.chance(0.8) ? 'pending' : 'failed';
    case 'cancelled':
      return 'refunded';
  }
}
