import { formatCents } from '@shop/contracts';
import type { AuditActor, NewAuditEntry } from '../audit/audit-entry.entity';
import type { Purchase } from './purchase.entity';
import type { PurchaseState } from './purchase-status';

/**
 * What a status change leaves in the audit trail (docs/product/audit.md#what-is-recorded): a
 * cancellation (stock back, money given back), or a refund marked without one; other changes
 * (processing, completed, notes) are the purchase's own business and leave nothing.
 */
export function purchaseAudit(
  purchase: Pick<Purchase, 'id' | 'status' | 'paymentStatus' | 'totalAmountCents'>,
  next: PurchaseState,
  actor: AuditActor,
): NewAuditEntry | null {
  const kind =
    next.status === 'cancelled' && purchase.status !== 'cancelled'
      ? 'cancellation'
      : next.paymentStatus === 'refunded' && purchase.paymentStatus !== 'refunded'
        ? 'refund'
        : null;
  if (!kind) return null;
  const total = formatCents(purchase.totalAmountCents);
  return {
    actor,
    kind,
    subject: `purchase:${purchase.id}`,
    summary:
      kind === 'cancellation'
        ? `Purchase #${purchase.id} (${total}) cancelled; payment ${next.paymentStatus}`
        : `Purchase #${purchase.id} (${total}) marked refunded`,
    before: { status: purchase.status, payment_status: purchase.paymentStatus },
    after: { status: next.status, payment_status: next.paymentStatus },
  };
}
