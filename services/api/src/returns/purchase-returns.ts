import type { EntityManager } from '@mikro-orm/core';
import {
  centsToDollars,
  type PaymentMethod,
  type PaymentStatus,
  type PurchaseReturnFields,
} from '@shop/contracts';
import type { TakenOfLine } from './return-amounts';
import { FULL_RETURN, lineAmountCents, toReturnBody } from './return.mapper';
import { SaleReturn } from './sale-return.entity';

/** What a purchase's returns add up to, for the rules (docs/product/returns.md). */
export interface ReturnsState {
  /** Per purchase item id: what returns not rejected (asked, received, refunded) took of it. */
  taken: Map<number, TakenOfLine>;
  /** Per tender: what refunds already gave back to it. */
  refunded: Map<PaymentMethod, number>;
  refundedCents: number;
  /**
   * Lines cancelled while the order was unpaid, with no money to give back: the customer no
   * longer owes them (docs/product/returns.md#cancelling-lines-of-a-web-order).
   */
  forgivenCents: number;
}

/** The purchase's side of its returns, as loaded with their lines and refunds. */
export function returnsState(returns: readonly SaleReturn[]): ReturnsState {
  const state: ReturnsState = {
    taken: new Map(),
    refunded: new Map(),
    refundedCents: 0,
    forgivenCents: 0,
  };
  for (const saleReturn of returns) {
    if (saleReturn.status === 'rejected') continue;
    for (const line of saleReturn.lines) {
      const id = line.purchaseItem.id;
      const taken = state.taken.get(id) ?? { quantity: 0, totalCents: 0, taxCents: 0 };
      taken.quantity += line.quantity;
      taken.totalCents += line.totalCents;
      taken.taxCents += line.taxCents;
      state.taken.set(id, taken);
    }
    for (const { method, amountCents } of saleReturn.refunds) {
      state.refunded.set(method, (state.refunded.get(method) ?? 0) + amountCents);
      state.refundedCents += amountCents;
    }
    if (saleReturn.kind === 'cancellation' && saleReturn.refunds.length === 0)
      for (const line of saleReturn.lines) state.forgivenCents += lineAmountCents(line);
  }
  return state;
}

/**
 * What a purchase's returns add up to as committed, read under the purchase's lock
 * (return-writer.ts); `except` (the return being written) left out.
 */
export async function purchaseReturnsState(
  em: EntityManager,
  purchaseId: number,
  except?: number,
): Promise<ReturnsState> {
  const returns = await em.find(
    SaleReturn,
    { purchase: purchaseId, ...(except !== undefined && { id: { $ne: except } }) },
    { populate: ['lines', 'refunds'], strategy: 'select-in', refresh: true },
  );
  return returnsState(returns);
}

/** A purchase as its returns' fields need it. */
export interface PurchaseMoney {
  id: number;
  totalAmountCents: number;
  paymentStatus: PaymentStatus;
}

const UNPAID: ReadonlySet<PaymentStatus> = new Set(['pending', 'failed']);

/** The returns' fields of a purchase answer (`PurchaseReturnFields`). */
export function purchaseReturnFields(
  purchase: PurchaseMoney,
  returns: readonly SaleReturn[],
): PurchaseReturnFields {
  const state = returnsState(returns);
  return {
    returned_quantities: Object.fromEntries(
      [...state.taken].map(([itemId, taken]) => [itemId, taken.quantity]),
    ),
    returns: [...returns].sort((a, b) => a.id - b.id).map(toReturnBody),
    refunded_amount: centsToDollars(state.refundedCents),
    amount_due: UNPAID.has(purchase.paymentStatus)
      ? centsToDollars(purchase.totalAmountCents - state.forgivenCents)
      : 0,
  };
}

/**
 * The returns' fields of a page of purchases: one query for all their returns (and one per
 * relation of those), never one per purchase.
 */
export async function loadPurchaseReturns(
  em: EntityManager,
  purchases: readonly PurchaseMoney[],
): Promise<Map<number, PurchaseReturnFields>> {
  const ids = purchases.map((purchase) => purchase.id);
  const returns = ids.length
    ? await em.find(SaleReturn, { purchase: { $in: ids } }, FULL_RETURN)
    : [];
  const byPurchase = new Map<number, SaleReturn[]>();
  for (const saleReturn of returns) {
    const list = byPurchase.get(saleReturn.purchase.id) ?? [];
    list.push(saleReturn);
    byPurchase.set(saleReturn.purchase.id, list);
  }
  return new Map(
    purchases.map((purchase) => [
      purchase.id,
      purchaseReturnFields(purchase, byPurchase.get(purchase.id) ?? []),
    ]),
  );
}
