import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  NO_RECEIPT_ADDRESS,
  TOO_MANY_RECEIPTS,
  type EmailReceiptAnswer,
  type Purchase,
} from '@shop/contracts';
import { ATTEMPT_STORE, type AttemptStore } from '../auth/attempt-store';
import { throwIfBlocked } from '../auth/login-throttle';
import { PurchasesService } from '../purchases/purchases.service';
import { StoreSettingsService } from '../shop/store-settings.service';
import type { SignedInUser } from '../users/signed-in-user';
import { MailOutbox } from './mail-outbox';
import { MailSender } from './mail-sender';
import { receiptMail } from './receipt-mail';

/**
 * Receipts one account may e-mail per window (docs/product/e-mails.md#e-mailing-a-receipt): enough
 * for a busy till, too few to use the shop as a mail relay.
 */
export const RECEIPT_LIMIT = { max: 20, windowMs: 10 * 60_000 } as const;

const accountKey = (accountId: number) => `mail:receipts:${accountId}`;

@Injectable()
export class ReceiptMailService {
  constructor(
    private readonly em: EntityManager,
    private readonly purchases: PurchasesService,
    private readonly settings: StoreSettingsService,
    private readonly sender: MailSender,
    @Inject(ATTEMPT_STORE) private readonly attempts: AttemptStore,
  ) {}

  /**
   * Queues the receipt of a purchase the actor may see (another customer's is a 404, as on
   * `GET /purchases/{id}`), to `email` or else the customer's address, and sends it at once.
   */
  async send(
    id: number,
    email: string | undefined,
    actor: SignedInUser,
  ): Promise<EmailReceiptAnswer> {
    const window = await this.attempts.get(accountKey(actor.id));
    throwIfBlocked(
      [window && window.count >= RECEIPT_LIMIT.max ? window : undefined],
      TOO_MANY_RECEIPTS,
    );
    const purchase = await this.purchases.get(id, actor);
    const to = email ?? customerEmail(purchase);
    if (!to) throw new BadRequestException(NO_RECEIPT_ADDRESS);
    await this.attempts.increment(accountKey(actor.id), RECEIPT_LIMIT.windowMs);
    const message = receiptMail(await this.settings.current(), purchase, to);
    await this.em.fork().transactional((em) => MailOutbox.enqueue(em, message));
    // Sent now rather than at the next poll: someone is waiting at the till.
    void this.sender.drain();
    return { sent_to: to, mail_configured: this.sender.configured };
  }
}

/** The till's customer e-mail, else the account's own for a web order. */
function customerEmail(purchase: Purchase): string | null {
  if (purchase.channel === 'pos') return purchase.customer_email;
  return purchase.user.email || null;
}
