import type { TillDiscount } from '@shop/contracts';
import type { AuditActor, NewAuditEntry } from '../audit/audit-entry.entity';
import type { HeldItem } from './held-sale.entity';

/**
 * What held sales leave in the audit trail (docs/product/audit.md#what-is-recorded): kind
 * `drawer`, the till's own kind, so the `audit_entry` enum is not changed while other branches
 * change it (docs/decisions/0110-held-sales.md). No stock or money moves; the trail says who
 * parked, resumed or discarded which sale.
 */
const subject = (id: number) => `held_sale:${id}`;
const pieces = (items: HeldItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

export interface HeldSaleFacts {
  id: number;
  note: string;
  register: string;
  items: HeldItem[];
  saleDiscount: TillDiscount | null;
  customerId: number | null;
}

/** What the hold kept, each line with its discount as given. */
const kept = (held: HeldSaleFacts) => ({
  note: held.note,
  items: held.items,
  sale_discount: held.saleDiscount,
  customer_id: held.customerId,
});

export function saleHeld(actor: AuditActor, held: HeldSaleFacts): NewAuditEntry {
  const count = pieces(held.items);
  return {
    actor,
    kind: 'drawer',
    subject: subject(held.id),
    summary: `Held a sale of ${count} item${count === 1 ? '' : 's'} on ${held.register}: ${held.note}`,
    before: null,
    after: kept(held),
  };
}

export function heldSaleClosed(
  actor: AuditActor,
  held: HeldSaleFacts,
  outcome: { resumedOn: string } | 'discarded',
): NewAuditEntry {
  return {
    actor,
    kind: 'drawer',
    subject: subject(held.id),
    summary:
      outcome === 'discarded'
        ? `Discarded the sale held on ${held.register}: ${held.note}`
        : `Resumed on ${outcome.resumedOn} the sale held on ${held.register}: ${held.note}`,
    before: kept(held),
    after: null,
  };
}
