import type { ReturnDisposition, ReturnReason } from '@shop/contracts';
import type { LedgerEntry } from '../../inventory/stock-ledger-records';
import { returnReference } from '../../inventory/stock-ledger-returns';
import type { PurchaseItem } from '../../purchases/purchase-item.entity';
import type { Purchase } from '../../purchases/purchase.entity';
import { returnedAmounts } from '../../returns/return-amounts';
import { ReturnLine } from '../../returns/return-line.entity';
import { ReturnRefund } from '../../returns/return-refund.entity';
import { SaleReturn } from '../../returns/sale-return.entity';
import { paymentAfterRefunds, refundsTo, tendersOf, type Tender } from '../../returns/tenders';
import type { User } from '../../users/user.entity';
import type { DemoDrawerDay } from './demo-drawers';
import type { DemoPurchase } from './demo-purchases';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const NONE = { quantity: 0, totalCents: 0, taxCents: 0 };

/** One demo return: which purchase, what comes back, how far it got. */
interface ReturnPlan {
  purchase: Purchase;
  reason: ReturnReason;
  note?: string;
  disposition: ReturnDisposition;
  status: 'refunded' | 'requested' | 'rejected';
  /** When a return at the till was taken: in the closed demo day's session. */
  takenAt?: Date;
}

/** A demo return with its lines and refunds, for the seed to persist. */
export interface DemoReturn {
  saleReturn: SaleReturn;
  lines: ReturnLine[];
  refunds: ReturnRefund[];
}

/**
 * A few returns of the demo purchases (docs/product/returns.md), picked by rule rather than by
 * the seed's random draws, so the rest of the demo shop stays as it was: two completed till sales
 * come back at the till (one restocked, one written off) during the closed demo day's drawer
 * session (`drawerDay`; demo-drawers.ts gives them that session), and the latest paid web
 * orders were asked back online (one refunded, one still asked, one declined). They are priced,
 * refunded and settled by the same rules as the API's (return-amounts.ts, tenders.ts); the units
 * they took back go into the stock history (`returnLedger`).
 */
export function buildDemoReturns(
  purchases: readonly DemoPurchase[],
  cashier: User,
  now: Date,
  drawerDay: DemoDrawerDay | null,
  /** How each till sale was paid (demo-tenders.ts): a split one refunds to its card first. */
  tenderRows: ReadonlyMap<Purchase, readonly Tender[]> = new Map(),
): DemoReturn[] {
  const recent = purchases
    .map(({ purchase }) => purchase)
    .filter((purchase) => purchase.status === 'completed')
    .filter((purchase) => now.getTime() - purchase.createdAt.getTime() < 20 * DAY_MS);
  // Taken at the till ten and five minutes before the closed demo day's close, so they refund out
  // of its drawer and its Z report counts them: the latest till sales made before then.
  const closing = drawerDay?.closedAt.getTime();
  const till = recent
    .filter((purchase) => purchase.channel === 'pos')
    .filter((purchase) => !closing || purchase.createdAt.getTime() < closing - 10 * MINUTE_MS)
    .slice(-2);
  const takenAt = (index: number) =>
    closing ? new Date(closing - (till.length - index) * 5 * MINUTE_MS) : undefined;
  const web = recent
    .filter((purchase) => purchase.channel === 'web' && tendersOf(purchase).length > 0)
    .slice(-3);
  const plans: ReturnPlan[] = [
    ...till.map((purchase, index) => ({
      purchase,
      reason: index === 0 ? ('wrong_size' as const) : ('defective' as const),
      disposition: index === 0 ? ('restock' as const) : ('write_off' as const),
      status: 'refunded' as const,
      takenAt: takenAt(index),
    })),
    ...web.map((purchase, index) => ({
      purchase,
      reason: (['changed_mind', 'wrong_size', 'other'] as const)[index]!,
      note: index === 2 ? 'Stitching came loose' : undefined,
      disposition: 'restock' as const,
      status: (['refunded', 'requested', 'rejected'] as const)[index]!,
    })),
  ];
  return plans.map((plan) => demoReturn(plan, cashier, now, tenderRows.get(plan.purchase)));
}

function demoReturn(
  plan: ReturnPlan,
  cashier: User,
  now: Date,
  tenderRows: readonly Tender[] = [],
): DemoReturn {
  const { purchase } = plan;
  const atTheTill = purchase.channel === 'pos';
  const at = (days: number) =>
    new Date(Math.min(now.getTime() - 3_600_000, purchase.createdAt.getTime() + days * DAY_MS));
  const asked = atTheTill ? (plan.takenAt ?? at(2)) : at(3);
  const saleReturn = new SaleReturn({
    purchase,
    kind: 'return',
    status: plan.status,
    channel: atTheTill ? 'pos' : 'web',
    receipt: true,
    createdBy: atTheTill ? cashier : purchase.user,
    createdAt: asked,
    note: plan.status === 'rejected' ? 'Worn and washed: we cannot take it back' : null,
  });
  const item: PurchaseItem = purchase.items.getItems()[0]!;
  const taken = plan.status === 'refunded';
  const line = new ReturnLine({
    saleReturn,
    purchaseItem: item,
    quantity: 1,
    reason: plan.reason,
    note: plan.note ?? null,
    disposition: taken ? plan.disposition : null,
    ...returnedAmounts(item, NONE, 1),
  });
  const refunds: ReturnRefund[] = [];
  if (taken) {
    saleReturn.markReceived(cashier, atTheTill ? asked : at(5));
    saleReturn.markRefunded(cashier, atTheTill ? asked : at(6));
    item.returnedQuantity += 1;
    const tenders = tendersOf(purchase, 0, tenderRows);
    const given = refundsTo(tenders, new Map(), line.totalCents + line.taxCents) ?? [];
    for (const { method, amountCents } of given)
      refunds.push(new ReturnRefund(saleReturn, method, amountCents));
    const paid = tenders.reduce((sum, tender) => sum + tender.amountCents, 0);
    purchase.paymentStatus = paymentAfterRefunds(paid, line.totalCents + line.taxCents);
  }
  return { saleReturn, lines: [line], refunds };
}

/**
 * The stock movements of the demo returns once they have ids: each unit taken back comes in
 * (`return`), a written-off one goes out again (`write_off`), at the moment it was received.
 */
export function returnLedger(returns: readonly DemoReturn[]): Map<number, LedgerEntry[]> {
  const byProduct = new Map<number, LedgerEntry[]>();
  for (const { saleReturn, lines } of returns) {
    if (!saleReturn.receivedAt) continue;
    const reference = returnReference(saleReturn.id);
    for (const line of lines) {
      const entries = byProduct.get(line.product.id) ?? [];
      const at = saleReturn.receivedAt;
      entries.push({ change: line.quantity, reason: 'return', reference, at });
      if (line.disposition === 'write_off')
        entries.push({ change: -line.quantity, reason: 'write_off', reference, at });
      byProduct.set(line.product.id, entries);
    }
  }
  return byProduct;
}
