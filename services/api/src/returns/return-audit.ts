import { centsToDollars, formatCents, sumCents } from '@shop/contracts';
import type { AuditActor, NewAuditEntry } from '../audit/audit-entry.entity';
import type { RefundsMade } from './return-refunds';
import { lineAmountCents } from './return.mapper';
import type { ReturnLine } from './return-line.entity';
import type { SaleReturn } from './sale-return.entity';

/*
 * What returns leave in the audit trail (docs/product/audit.md#what-is-recorded): units taken
 * back (`return`), money given back (`refund`), a request declined (`return`) and lines of an
 * order cancelled (`cancellation`), each with who did it and who approved it.
 */

const pieces = (lines: readonly ReturnLine[]) => sumCents(lines.map((line) => line.quantity));
const worth = (lines: readonly ReturnLine[]) => sumCents(lines.map(lineAmountCents));
const subject = (saleReturn: SaleReturn) => `return:${saleReturn.id}`;
const named = (saleReturn: SaleReturn) =>
  `Return #${saleReturn.id} of purchase #${saleReturn.purchase.id}`;

function dispositions(lines: readonly ReturnLine[]): string {
  const count = (disposition: 'restock' | 'write_off') =>
    pieces(lines.filter((line) => line.disposition === disposition));
  return `${count('restock')} back to stock, ${count('write_off')} written off`;
}

const lineValues = (lines: readonly ReturnLine[]) =>
  lines.map((line) => ({
    purchase_item_id: line.purchaseItem.id,
    product_id: line.product.id,
    quantity: line.quantity,
    reason: line.reason,
    disposition: line.disposition,
    amount: centsToDollars(lineAmountCents(line)),
  }));

/** Units taken back: at the till (with the return), or received from a request. */
export function returnTakenAudit(
  actor: AuditActor,
  saleReturn: SaleReturn,
  lines: readonly ReturnLine[],
  approvedBy: string | null = null,
): NewAuditEntry {
  const how = saleReturn.channel === 'pos' ? 'taken at the till' : 'received';
  const exchange = saleReturn.exchangePurchase
    ? `; exchanged for purchase #${saleReturn.exchangePurchase.id}`
    : '';
  return {
    actor,
    approvedBy,
    kind: 'return',
    subject: subject(saleReturn),
    summary:
      `${named(saleReturn)} ${how}: ${pieces(lines)} item(s), ${formatCents(worth(lines))}` +
      ` (${dispositions(lines)})${exchange}${saleReturn.receipt ? '' : '; no receipt'}`,
    before: null,
    after: { purchase_id: saleReturn.purchase.id, lines: lineValues(lines) },
  };
}

/** Money given back for a return (nothing when nothing went back). */
export function refundAudit(
  actor: AuditActor,
  saleReturn: SaleReturn,
  made: RefundsMade,
): NewAuditEntry | null {
  if (!made.refunds.length) return null;
  const given = made.refunds
    .map((refund) => `${formatCents(refund.amountCents)} to ${refund.method}`)
    .join(', ');
  return {
    actor,
    kind: 'refund',
    subject: subject(saleReturn),
    summary: `${named(saleReturn)} refunded: ${given}; payment ${made.payment.after}`,
    before: { payment_status: made.payment.before },
    after: {
      payment_status: made.payment.after,
      refunds: made.refunds.map((refund) => ({
        method: refund.method,
        amount: centsToDollars(refund.amountCents),
      })),
    },
  };
}

export function rejectAudit(actor: AuditActor, saleReturn: SaleReturn): NewAuditEntry {
  return {
    actor,
    kind: 'return',
    subject: subject(saleReturn),
    summary: `${named(saleReturn)} declined: ${saleReturn.note ?? ''}`,
    before: { status: 'requested' },
    after: { status: 'rejected', note: saleReturn.note },
  };
}

export function cancelLinesAudit(
  actor: AuditActor,
  saleReturn: SaleReturn,
  lines: readonly ReturnLine[],
  made: RefundsMade,
): NewAuditEntry {
  const refunded = made.refunds.length
    ? `, refunded ${formatCents(sumCents(made.refunds.map((refund) => refund.amountCents)))}`
    : ', nothing to refund (unpaid)';
  return {
    actor,
    kind: 'cancellation',
    subject: `purchase:${saleReturn.purchase.id}`,
    summary:
      `Cancelled ${pieces(lines)} item(s) of purchase #${saleReturn.purchase.id}` +
      ` (return #${saleReturn.id}): ${formatCents(worth(lines))}${refunded}`,
    before: { payment_status: made.payment.before },
    after: { payment_status: made.payment.after, lines: lineValues(lines) },
  };
}
