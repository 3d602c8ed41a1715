import type { AuditActor, NewAuditEntry } from '../../audit/audit-entry.entity';
import type { Style } from '../style.entity';

/** A style archived or restored, as the audit trail keeps it (docs/product/audit.md#what-is-recorded). */
export function styleStatusAudit(
  style: Pick<Style, 'id' | 'styleCode' | 'name' | 'brand'>,
  active: boolean,
  actor: AuditActor,
): NewAuditEntry {
  return {
    actor,
    kind: 'catalogue',
    subject: `style:${style.id}`,
    summary: `Style ${style.styleCode} (${style.name}, ${style.brand}) ${active ? 'restored' : 'archived'}`,
    before: { is_active: !active },
    after: { is_active: active },
  };
}
