import { AUDIT_KIND_LABELS, type AuditEntry, type AuditValues } from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { defuseFormula } from '../common/csv-cells';

/** The export's columns, in order: what the audit screen shows, details as JSON. */
export const AUDIT_CSV_HEADER = [
  'When',
  'Who',
  'Approved by',
  'Kind',
  'Subject',
  'Summary',
  'Before',
  'After',
] as const;

const json = (values: AuditValues | null) => (values ? JSON.stringify(values) : '');

/**
 * One row of an entry. `When` is the ISO instant (a spreadsheet sorts it); every text cell is
 * defused, since names and notes in it were typed by staff.
 */
export function auditCsvRow(entry: AuditEntry): string[] {
  return [
    entry.at,
    defuseFormula(entry.actor.username),
    defuseFormula(entry.approved_by ?? ''),
    AUDIT_KIND_LABELS[entry.kind],
    defuseFormula(entry.subject),
    defuseFormula(entry.summary),
    defuseFormula(json(entry.before)),
    defuseFormula(json(entry.after)),
  ];
}

/** The whole file: a header and a row per entry, CRLF line ends (RFC 4180). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return stringify([[...AUDIT_CSV_HEADER], ...entries.map(auditCsvRow)], {
    record_delimiter: 'windows',
  });
}
