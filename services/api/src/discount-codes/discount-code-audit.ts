import type { DiscountCode as DiscountCodeBody } from '@shop/contracts';
import type { AuditActor, NewAuditEntry } from '../audit/audit-entry.entity';

/**
 * What a change to a discount code leaves in the audit trail (docs/product/audit.md#what-is-recorded):
 * kind `settings` (codes are the shop's pricing policy), the code as the subject, only the fields
 * that changed. The uses counter is the checkout's, never audited here.
 */
type Fields = Omit<DiscountCodeBody, 'id' | 'uses' | 'created_at'>;

const fieldsOf = ({ id: _id, uses: _uses, created_at: _at, ...fields }: DiscountCodeBody): Fields =>
  fields;

export function codeAdded(actor: AuditActor, code: DiscountCodeBody): NewAuditEntry {
  return {
    actor,
    kind: 'settings',
    subject: `discount_code:${code.id}`,
    summary: `Added discount code ${code.code}`,
    before: null,
    after: fieldsOf(code),
  };
}

/** The changed fields; null when nothing changed (nothing is recorded then). */
export function codeChanged(
  actor: AuditActor,
  before: DiscountCodeBody,
  after: DiscountCodeBody,
): NewAuditEntry | null {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const keys = (Object.keys(now) as (keyof Fields)[]).filter((key) => old[key] !== now[key]);
  if (!keys.length) return null;
  const pick = (fields: Fields) => Object.fromEntries(keys.map((key) => [key, fields[key]]));
  const deactivated = keys.length === 1 && keys[0] === 'is_active';
  return {
    actor,
    kind: 'settings',
    subject: `discount_code:${after.id}`,
    summary: deactivated
      ? `Discount code ${after.code} ${after.is_active ? 'reactivated' : 'deactivated'}`
      : `Changed discount code ${after.code}`,
    before: pick(old),
    after: pick(now),
  };
}
