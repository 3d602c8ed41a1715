import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { centsToDollars, type PaymentMethod, type PurchaseTender } from '@shop/contracts';

/** One part of how a purchase was paid, in cents: what it paid of the total, cash net of change. */
export interface TenderView {
  method: PaymentMethod;
  amountCents: number;
}

/** Cash first, then card: the order every answer lists a sale's parts in. */
const ORDER: Readonly<Record<PaymentMethod, number>> = { cash: 0, card: 1 };

/**
 * A purchase's tenders (docs/product/point-of-sale.md#split-tender): its `purchase_tender` rows when
 * it has any (every till sale recorded since split tender), else its one payment method for the
 * whole total (a web order; a till sale written without them).
 */
export function tendersOrMethod(
  purchase: { paymentMethod: PaymentMethod; totalAmountCents: number },
  rows: readonly TenderView[] | undefined,
): TenderView[] {
  if (rows && rows.length > 0) return [...rows].sort((a, b) => ORDER[a.method] - ORDER[b.method]);
  return [{ method: purchase.paymentMethod, amountCents: purchase.totalAmountCents }];
}

/** As an answer shows them, in dollars. */
export function toTenderBodies(tenders: readonly TenderView[]): PurchaseTender[] {
  return tenders.map((tender) => ({
    method: tender.method,
    amount: centsToDollars(tender.amountCents),
  }));
}

/** The part cash paid of the total (net of change), 0 when none did. */
export function cashPartCents(tenders: readonly TenderView[]): number {
  return tenders.find((tender) => tender.method === 'cash')?.amountCents ?? 0;
}

/** The tender rows of these purchases, by purchase id (one query; none for an empty list). */
export async function loadTenders(
  em: EntityManager,
  purchaseIds: readonly number[],
): Promise<Map<number, TenderView[]>> {
  const byPurchase = new Map<number, TenderView[]>();
  if (purchaseIds.length === 0) return byPurchase;
  const sql = em as SqlEntityManager;
  const knex = sql.getKnex();
  const rows = await sql.execute<
    { purchase_id: number | string; method: PaymentMethod; amount_cents: number | string }[]
  >(
    knex('purchase_tender')
      .select('purchase_id', 'method', 'amount_cents')
      .whereIn('purchase_id', [...purchaseIds])
      .orderBy('id'),
  );
  for (const row of rows) {
    const id = Number(row.purchase_id);
    const list = byPurchase.get(id) ?? [];
    list.push({ method: row.method, amountCents: Number(row.amount_cents) });
    byPurchase.set(id, list);
  }
  return byPurchase;
}
