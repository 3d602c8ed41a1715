import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { AUDIT_KINDS, type AuditKind, type AuditValues } from '@shop/contracts';

/** What a caller tells the trail (audit-trail.ts); the time is the trail's own. */
export interface NewAuditEntry {
  /** Who made the change: a `SignedInUser` will do. */
  actor: AuditActor;
  /** The username of whoever approved it on the spot with their PIN. */
  approvedBy?: string | null;
  kind: AuditKind;
  /** `<thing>:<key>`, e.g. `product:12`, `purchase:40`, `setting:time_zone`. */
  subject: string;
  /** The change in one sentence, as the audit screen shows it. */
  summary: string;
  /** The changed fields before and after (money in dollars); null when there was no "before". */
  before?: AuditValues | null;
  after?: AuditValues | null;
}

export interface AuditActor {
  id: number;
  username: string;
  /** Set on a signed-in user whose request carried an approval on the spot (auth/approval.ts). */
  approvedBy?: { approverUsername: string } | null;
}

/** Long enough for any sentence a write makes; a longer one is cut rather than refused. */
export const AUDIT_SUMMARY_MAX = 1000;

/**
 * One change to the shop, kept for good (docs/product/audit.md). Append-only: nothing in the
 * code updates or deletes a row, and no route does. Names and values are copies, not foreign
 * keys (docs/decisions/0091-the-audit-trail-keeps-copies.md), so the trail still reads the same
 * after the product, the purchase or the account it names has changed or gone.
 */
@Entity()
@Index({ properties: ['at'] })
@Index({ properties: ['actorId', 'at'] })
@Index({ properties: ['kind', 'at'] })
export class AuditEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'datetime' })
  at: Date;

  @Property({ type: 'integer' })
  actorId: number;

  @Property({ type: 'string', length: 50 })
  actorUsername: string;

  @Property({ type: 'string', length: 50, nullable: true })
  approvedBy: string | null;

  @Enum({ items: () => AUDIT_KINDS })
  kind: AuditKind;

  @Property({ type: 'string', length: 100 })
  subject: string;

  @Property({ type: 'text' })
  summary: string;

  /** JSON text of `AuditValues` (`before` is a reserved word in MySQL, hence the names). */
  @Property({ type: 'text', nullable: true })
  valuesBefore: string | null;

  @Property({ type: 'text', nullable: true })
  valuesAfter: string | null;

  constructor(entry: NewAuditEntry, at = new Date()) {
    const row = auditRow(entry, at);
    this.at = row.at;
    this.actorId = row.actorId;
    this.actorUsername = row.actorUsername;
    this.approvedBy = row.approvedBy;
    this.kind = row.kind;
    this.subject = row.subject;
    this.summary = row.summary;
    this.valuesBefore = row.valuesBefore;
    this.valuesAfter = row.valuesAfter;
  }
}

/** The row's columns, the same for the entity and the hand-SQL insert (audit-trail.ts). */
export function auditRow(entry: NewAuditEntry, at: Date) {
  const json = (values: AuditValues | null | undefined) => (values ? JSON.stringify(values) : null);
  return {
    at,
    actorId: entry.actor.id,
    actorUsername: entry.actor.username,
    // Both names: the approver of an approval on the spot comes with the actor, unless given.
    approvedBy: entry.approvedBy ?? entry.actor.approvedBy?.approverUsername ?? null,
    kind: entry.kind,
    subject: entry.subject.slice(0, 100),
    summary: entry.summary.slice(0, AUDIT_SUMMARY_MAX),
    valuesBefore: json(entry.before),
    valuesAfter: json(entry.after),
  };
}
