import { raw, type EntityManager } from '@mikro-orm/core';
import { BadRequestException, ConflictException } from '@nestjs/common';
import {
  paidLineCents,
  RETURN_LINE_UNKNOWN,
  returnTooManyMessage,
  type PurchaseStatus,
  type ReturnDisposition,
  type ReturnKind,
  type ReturnReason,
  type ReturnStatus,
  type SaleChannel,
} from '@shop/contracts';
import { takeBackStock } from '../inventory/stock-ledger-returns';
import type { KeyedRequest } from '../purchases/idempotency';
import { PurchaseItem } from '../purchases/purchase-item.entity';
import { Purchase } from '../purchases/purchase.entity';
import { RegisterSession } from '../registers/register-session.entity';
import { User } from '../users/user.entity';
import { purchaseReturnsState, type ReturnsState } from './purchase-returns';
import { returnedAmounts } from './return-amounts';
import { ReturnLine } from './return-line.entity';
import { SaleReturn } from './sale-return.entity';

/** Whole seconds: MySQL keeps no more, and the answer says what a reload would. */
export const toSeconds = (at: Date): Date => new Date(Math.floor(at.getTime() / 1000) * 1000);

/** A line asked back, as the requests send it. */
export interface LineAsked {
  purchase_item_id: number;
  quantity: number;
  reason: ReturnReason | null;
  note?: string | null;
  disposition?: ReturnDisposition | null;
}

/** The purchase statuses in which its units may come back, and the refusal otherwise. */
export interface PurchaseGate {
  statuses: readonly PurchaseStatus[];
  refusal: string;
}

export interface ReturnDraft {
  purchaseId: number;
  kind: ReturnKind;
  status: ReturnStatus;
  channel: SaleChannel;
  receipt: boolean;
  createdBy: number;
  approvedBy?: number | null;
  /** The drawer session a return at the till is taken in (taken by the caller first). */
  registerSessionId?: number | null;
  keyed?: KeyedRequest | null;
  lines: readonly LineAsked[];
  gate: PurchaseGate;
  /** The shop clock's now, in whole seconds (MySQL keeps no more). */
  now: Date;
}

/** A return just written, beside its purchase and what the purchase's other returns add up to. */
export interface WrittenReturn {
  saleReturn: SaleReturn;
  lines: ReturnLine[];
  purchase: Purchase;
  earlier: ReturnsState;
}

/**
 * The purchase's row is the lock of its returns (docs/decisions/0092-the-purchase-row-locks-its-returns.md):
 * every write of a return, a refund or a cancellation of the purchase starts by updating it, here
 * in place, under a condition on its status. Everything read after that (other returns, payment)
 * is what the last holder committed, so two returns of one line queue and the second sees the
 * first. 409 `gate.refusal` when the purchase is not in one of `gate.statuses`.
 */
export async function lockPurchase(
  em: EntityManager,
  purchaseId: number,
  gate: PurchaseGate,
): Promise<Purchase> {
  const locked = await em.nativeUpdate(
    Purchase,
    { id: purchaseId, status: { $in: [...gate.statuses] } },
    { status: raw<Purchase, PurchaseStatus>('status') },
  );
  if (locked !== 1) throw new ConflictException(gate.refusal);
  return em.findOneOrFail(Purchase, purchaseId, {
    populate: ['items', 'items.product'],
    strategy: 'select-in',
    refresh: true,
  });
}

/**
 * Writes a return and its lines in the caller's transaction. The purchase's lock comes first:
 * writing a row that refers to the purchase takes a shared lock on it (the foreign key's check),
 * which two returns would then both hold while waiting to update it. The return's row follows,
 * with its `Idempotency-Key`: a repeat with the same key, queued behind the lock, then fails on
 * the unique index (docs/decisions/0032-a-sale-is-recorded-once.md). Last, each line is checked
 * against what is left of it and priced by what it paid (return-amounts.ts). 409 when a line
 * would take back more than is left.
 */
export async function writeReturn(em: EntityManager, draft: ReturnDraft): Promise<WrittenReturn> {
  const purchase = await lockPurchase(em, draft.purchaseId, draft.gate);
  const saleReturn = new SaleReturn({
    purchase,
    kind: draft.kind,
    status: draft.status,
    channel: draft.channel,
    receipt: draft.receipt,
    createdBy: em.getReference(User, draft.createdBy),
    createdAt: draft.now,
    approvedBy: draft.approvedBy ? em.getReference(User, draft.approvedBy) : null,
    registerSession: draft.registerSessionId
      ? em.getReference(RegisterSession, draft.registerSessionId)
      : null,
    keyed: draft.keyed,
  });
  await em.persist(saleReturn).flush();
  const earlier = await purchaseReturnsState(em, purchase.id, saleReturn.id);
  const items = new Map(purchase.items.getItems().map((item) => [item.id, item]));
  const lines = draft.lines.map((asked) => {
    const item = items.get(asked.purchase_item_id);
    if (!item) throw new BadRequestException(RETURN_LINE_UNKNOWN);
    const taken = earlier.taken.get(item.id) ?? { quantity: 0, totalCents: 0, taxCents: 0 };
    const left = item.quantity - taken.quantity;
    if (asked.quantity > left)
      throw new ConflictException(returnTooManyMessage(item.product.name, left));
    return new ReturnLine({
      saleReturn,
      purchaseItem: item,
      quantity: asked.quantity,
      reason: asked.reason,
      note: asked.note ?? null,
      disposition: asked.disposition ?? null,
      // The line refunds what it paid: its total less its own discount and its stored share of the
      // order's (docs/product/returns.md#what-a-line-refunds).
      ...returnedAmounts({ ...item, totalPriceCents: paidLineCents(item) }, taken, asked.quantity),
    });
  });
  await em.persist(lines).flush();
  return { saleReturn, lines, purchase, earlier };
}

/**
 * The lines' units are back in the shop's hands: counted on their purchase lines (a later
 * cancellation of the whole purchase puts back only the rest) and moved through the stock ledger,
 * restocked or written off (docs/product/returns.md#stock).
 */
export async function takeBack(
  em: EntityManager,
  saleReturn: SaleReturn,
  lines: readonly ReturnLine[],
  actorId: number,
): Promise<void> {
  for (const line of lines)
    await em.nativeUpdate(
      PurchaseItem,
      { id: line.purchaseItem.id },
      { returnedQuantity: raw<PurchaseItem, number>('returned_quantity + ?', [line.quantity]) },
    );
  await takeBackStock(
    em,
    lines.map((line) => ({
      productId: line.product.id,
      quantity: line.quantity,
      disposition: line.disposition ?? 'restock',
    })),
    saleReturn.id,
    actorId,
  );
}
