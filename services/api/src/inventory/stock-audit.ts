import { ADJUSTMENT_REASON_LABELS, type AdjustStock } from '@shop/contracts';
import type { AuditActor, NewAuditEntry } from '../audit/audit-entry.entity';
import type { Product } from '../catalog/product.entity';

/**
 * An adjustment as the audit trail keeps it (docs/product/audit.md#what-is-recorded): the stock
 * before and after, why, and staff's note.
 */
export function adjustmentAudit(
  product: Pick<Product, 'id' | 'sku' | 'name'>,
  body: AdjustStock,
  stockAfter: number,
  actor: AuditActor,
): NewAuditEntry {
  const stockBefore = stockAfter - body.quantity_change;
  const change = body.quantity_change > 0 ? `+${body.quantity_change}` : body.quantity_change;
  return {
    actor,
    kind: 'stock_adjustment',
    subject: `product:${product.id}`,
    summary:
      `${product.sku} (${product.name}): stock ${stockBefore} → ${stockAfter}` +
      ` (${change}, ${ADJUSTMENT_REASON_LABELS[body.reason]})`,
    before: { quantity_in_stock: stockBefore },
    after: { quantity_in_stock: stockAfter, reason: body.reason, note: body.note ?? null },
  };
}
