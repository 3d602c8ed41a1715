import { settleSplit } from '@shop/contracts';
import type { Purchase } from '../../purchases/purchase.entity';
import { PurchaseTender } from '../../purchases/purchase-tender.entity';
import type { TenderView } from '../../purchases/purchase-tenders';
import type { DemoDrawerDay } from './demo-drawers';

/** The demo split: a $20 note handed over for $15 of the total, the rest on the card. */
const SPLIT_CASH_HANDED_CENTS = 2_000;
const SPLIT_CASH_DUE_CENTS = 1_500;

/** The demo's tender rows, and each till sale's parts for the returns to refund to (tenders.ts). */
export interface DemoTenders {
  tenders: PurchaseTender[];
  byPurchase: Map<Purchase, TenderView[]>;
  split: Purchase | null;
}

/**
 * How the demo's till sales were paid (docs/decisions/0113-split-tender.md): every one has its
 * tender rows, as a till sale recorded today does; the first completed sale of the closed demo day
 * over $15 was paid part cash, part card: $15 of it in cash out of a $20 note ($5 change), the rest
 * by card, so its `payment_method` is `card` (none when the day has no such sale). Picked by rule,
 * not by the seed's random draws, so the rest of the demo stays as it was. The split goes through
 * the same rule as the till's (`settleSplit`); a return of it refunds to the card first.
 */
export function buildDemoTenders(
  purchases: readonly Purchase[],
  drawerDay: DemoDrawerDay | null,
): DemoTenders {
  const split =
    drawerDay?.sales.find(
      (sale) => sale.status === 'completed' && sale.totalAmountCents > SPLIT_CASH_DUE_CENTS,
    ) ?? null;
  const tenders: PurchaseTender[] = [];
  for (const sale of purchases) {
    if (sale.channel !== 'pos') continue;
    if (sale !== split) {
      tenders.push(new PurchaseTender(sale, sale.paymentMethod, sale.totalAmountCents));
      continue;
    }
    const settled = settleSplit(
      sale.totalAmountCents,
      sale.totalAmountCents - SPLIT_CASH_DUE_CENTS,
      SPLIT_CASH_HANDED_CENTS,
    );
    if (!settled.ok) throw new Error(`The demo split sale does not settle: ${settled.error}`);
    sale.paymentMethod = 'card';
    sale.amountTenderedCents = settled.cashTenderedCents;
    tenders.push(
      new PurchaseTender(sale, 'cash', settled.cashDueCents),
      new PurchaseTender(sale, 'card', settled.cardCents),
    );
  }
  const byPurchase = new Map<Purchase, TenderView[]>();
  for (const row of tenders) {
    const parts = byPurchase.get(row.purchase) ?? [];
    parts.push({ method: row.method, amountCents: row.amountCents });
    byPurchase.set(row.purchase, parts);
  }
  return { tenders, byPurchase, split };
}
