// Audit trail test data with overrides.
import type { AuditEntry, AuditList } from '@shop/contracts';

let nextEntryId = 1;

/** An adjustment by staff, unless the overrides say otherwise. */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: nextEntryId++,
    at: '2025-03-04T12:30:00.000Z',
    actor: { id: 2, username: 'staff' },
    approved_by: null,
    kind: 'stock_adjustment',
    subject: 'product:7',
    summary: 'TEE-7 (Aero Tee): stock 12 → 10 (-2, Damaged)',
    before: { quantity_in_stock: 12 },
    after: { quantity_in_stock: 10, reason: 'damaged', note: null },
    ...overrides,
  };
}

export function makeAuditList(
  entries: AuditEntry[],
  page: Partial<Omit<AuditList, 'entries'>> = {},
): AuditList {
  return {
    entries,
    total: entries.length,
    pages: entries.length ? 1 : 0,
    current_page: 1,
    per_page: 20,
    ...page,
  };
}
