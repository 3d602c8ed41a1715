import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'logged'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * One e-mail in the outbox (docs/operations.md#e-mail-and-the-outbox): written in the transaction
 * of what caused it, sent after the commit by the mail sender (mail-sender.ts). `queued` waits
 * for its next attempt at `nextAttemptAt`; `logged` went to the log because no SMTP server is set.
 */
@Entity({ tableName: 'mail_outbox' })
@Index({ properties: ['status', 'nextAttemptAt'] })
export class MailMessage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Which e-mail: `order_confirmation`, `receipt`, `shipped`, `refund`, `return_received`. */
  @Property({ type: 'string', length: 40 })
  kind!: string;

  /** `to` is a word of SQL, so the column is `to_address`. */
  @Property({ type: 'string', length: 254, fieldName: 'to_address' })
  to!: string;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  html!: string;

  @Enum({ items: () => MAIL_STATUSES })
  status!: MailStatus;

  @Property({ type: 'integer' })
  attempts!: number;

  @Property({ type: 'text', nullable: true })
  lastError!: string | null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  /** When a sender may next try it; a sender that claims it moves this past its send. */
  @Property({ type: 'datetime' })
  nextAttemptAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  sentAt!: Date | null;
}
