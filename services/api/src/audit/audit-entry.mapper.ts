import type { AuditEntry as AuditEntryBody, AuditValues } from '@shop/contracts';
import type { AuditEntry } from './audit-entry.entity';

const values = (json: string | null): AuditValues | null =>
  json === null ? null : (JSON.parse(json) as AuditValues);

/** An entry as `GET /audit` answers it, field by field. */
export function toAuditEntryBody(entry: AuditEntry): AuditEntryBody {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: { id: entry.actorId, username: entry.actorUsername },
    approved_by: entry.approvedBy,
    kind: entry.kind,
    subject: entry.subject,
    summary: entry.summary,
    before: values(entry.valuesBefore),
    after: values(entry.valuesAfter),
  };
}
