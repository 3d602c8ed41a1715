import { z } from 'zod';
import { pageFieldsSchema } from './inventory';
import { pageQuerySchema } from './product-query';
import { parseReportDate } from './report-range';

/**
 * The audit trail (docs/product/audit.md): who changed what and when, append-only. A closed list
 * of kinds, so the screen's filter and the CSV name each one the same way.
 */
export const AUDIT_KINDS = [
  'settings',
  'permissions',
  'staff',
  'price',
  'stock_adjustment',
  'cancellation',
  'refund',
  'return',
  'approval',
  'tax',
  'catalogue',
  'drawer',
  'payment',
  'fulfilment',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Readonly<Record<AuditKind, string>> = {
  settings: 'Settings',
  permissions: 'Permissions',
  staff: 'Staff',
  price: 'Price',
  stock_adjustment: 'Stock adjustment',
  cancellation: 'Cancellation',
  refund: 'Refund',
  return: 'Return',
  approval: 'Approval',
  tax: 'Tax',
  catalogue: 'Catalogue',
  drawer: 'Drawer',
  payment: 'Payment',
  fulfilment: 'Fulfilment',
};

/** A value before or after a change: named fields, JSON values (money in dollars). */
export const auditValuesSchema = z.record(z.string(), z.unknown());
export type AuditValues = z.output<typeof auditValuesSchema>;

/** One entry of the trail, as `GET /audit` answers it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  /** Who made the change; the username as it was then. */
  actor: z.object({ id: z.number().int(), username: z.string() }),
  /** Who approved it on the spot with their PIN, when someone did. */
  approved_by: z.string().nullable(),
  kind: z.enum(AUDIT_KINDS),
  /** What changed, as `<thing>:<key>`: `product:12`, `purchase:40`, `setting:time_zone`. */
  subject: z.string(),
  /** The change in one sentence. */
  summary: z.string(),
  before: auditValuesSchema.nullable(),
  after: auditValuesSchema.nullable(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditListSchema = pageFieldsSchema.extend({ entries: z.array(auditEntrySchema) });
export type AuditList = z.output<typeof auditListSchema>;

export const AUDIT_RANGE_ERROR = 'from must be on or before to';
export const badAuditDate = (field: 'from' | 'to') =>
  `${field} must be a real date written YYYY-MM-DD`;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const day = (field: 'from' | 'to') =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: badAuditDate(field) })
      .refine((text) => parseReportDate(text) !== null && text <= '9999-12-30', {
        error: badAuditDate(field),
      })
      .optional(),
  );

/**
 * Query of `GET /audit` and `GET /audit/export.csv`: `person` (a username, exact), `kind`, and
 * `from`/`to`, the shop's calendar days (both inclusive, either may be left out); newest first.
 */
export const auditQuerySchema = pageQuerySchema
  .extend({
    person: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'person must be text' })
        .trim()
        .max(150, { error: 'person is too long' })
        .optional(),
    ),
    kind: z.preprocess(
      blankToUndefined,
      z.enum(AUDIT_KINDS, { error: `kind must be one of ${AUDIT_KINDS.join(', ')}` }).optional(),
    ),
    from: day('from'),
    to: day('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: AUDIT_RANGE_ERROR,
    path: ['from'],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** What a client may send as the audit query (every field optional). */
export type AuditQueryParams = Partial<Record<keyof AuditQuery, string | number>>;
