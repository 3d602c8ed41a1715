import type { StockWriter } from '../inventory/stock-ledger';
import { statementsOf } from '../inventory/stock-ledger-rows';

/** An e-mail as a template makes it: who to, what kind, and the text and HTML bodies. */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes e-mails to the outbox (docs/operations.md#e-mail-and-the-outbox). A message is queued in
 * the transaction of what caused it, so an order that rolls back sends nothing and one that
 * commits is never without its e-mail; the mail sender (mail-sender.ts) sends it after the
 * commit, and a failure to send never fails the order
 * (docs/decisions/0104-e-mail-through-an-outbox.md).
 */
export const MailOutbox = {
  /**
   * Queues `message` in the open transaction `writer`: either the hot path's hand-written one
   * (`runStockTransaction`) or an `EntityManager` inside `em.transactional`.
   */
  async enqueue(writer: StockWriter, message: OutgoingMail): Promise<void> {
    // MySQL keeps whole seconds; so does this, on both.
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    await statementsOf(writer).write(
      'insert into mail_outbox (kind, to_address, subject, text, html, status, attempts,' +
        " created_at, next_attempt_at) values (?, ?, ?, ?, ?, 'queued', 0, ?, ?)",
      [message.kind, message.to, message.subject, message.text, message.html, now, now],
    );
  },
};
