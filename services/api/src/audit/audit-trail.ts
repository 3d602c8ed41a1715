import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { statementsOf, type StockWriter } from '../inventory/stock-ledger-rows';
import { AuditEntry, auditRow, type NewAuditEntry } from './audit-entry.entity';

/**
 * Adds an entry to the trail in the caller's ORM transaction: persisted on `em`, written by the
 * caller's flush (`em.transactional` flushes at its end), so the change and its entry commit or
 * roll back together. For helpers that already take an `em` (catalog/price-history.ts); a
 * service injects `AuditTrail` instead.
 */
export function recordAudit(em: EntityManager, entry: NewAuditEntry): void {
  em.persist(new AuditEntry(entry));
}

/**
 * The same entry written at once by a statement in an open transaction of either kind: the
 * hand-SQL one of `runStockTransaction` (a purchase's status change) or an ORM one. The
 * statement goes through the stock ledger's path to the transaction, so this file stays outside
 * the hand-SQL fence (database/README.md).
 */
export async function writeAudit(writer: StockWriter, entry: NewAuditEntry): Promise<void> {
  const row = auditRow(entry, new Date());
  await statementsOf(writer).write(
    'insert into audit_entry (at, actor_id, actor_username, approved_by, kind, subject,' +
      ' summary, values_before, values_after) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      ...[row.at, row.actorId, row.actorUsername, row.approvedBy, row.kind, row.subject],
      ...[row.summary, row.valuesBefore, row.valuesAfter],
    ],
  );
}

/**
 * The audit trail's one way in (services/api/src/audit/README.md): `record` in an ORM
 * transaction, `write` inside `runStockTransaction`. There is no way to change or remove an entry.
 */
@Injectable()
export class AuditTrail {
  record(em: EntityManager, entry: NewAuditEntry): void {
    recordAudit(em, entry);
  }

  write(writer: StockWriter, entry: NewAuditEntry): Promise<void> {
    return writeAudit(writer, entry);
  }
}
