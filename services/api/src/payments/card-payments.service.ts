import { EntityManager } from '@mikro-orm/core';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import {
  cardPaymentSchema,
  hasRole,
  PAYMENT_HOLD_EXPIRED,
  PAYMENT_NOT_AWAITED,
  type CardPaymentRequest,
  type PaymentResponse,
} from '@shop/contracts';
import { Purchase } from '../purchases/purchase.entity';
import { loadShippingAddress } from '../addresses/purchase-addresses';
import { FULL_PURCHASE } from '../purchases/purchases.service';
import { toPurchaseBody } from '../purchases/purchase.mapper';
import type { SignedInUser } from '../users/signed-in-user';
import { CardHolds, systemActor } from './card-holds';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';

/**
 * Paying a card order (docs/product/api.md#payments): the customer's Pay Now, and the provider's
 * word by webhook. Every change of payment is audited in its own transaction (card-holds.ts).
 */
@Injectable()
export class CardPaymentsService {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly holds: CardHolds,
  ) {}

  /** Charges an own order awaiting payment; a decline releases it and answers 402 with why. */
  async pay(id: number, body: unknown, actor: SignedInUser): Promise<PaymentResponse> {
    const purchase = await this.awaitingPayment(id, actor);
    const card = this.provider.takesCardOnApi ? cardOf(body) : null;
    const outcome = await this.provider.charge({
      purchaseId: purchase.id,
      amountCents: purchase.totalAmountCents,
      card,
    });
    const provider = this.provider.name;
    if (outcome.kind === 'declined') {
      await this.holds.release(
        purchase,
        { reason: outcome.message, reference: outcome.reference },
        actor,
      );
      throw new HttpException(outcome.message, HttpStatus.PAYMENT_REQUIRED);
    }
    if (outcome.kind === 'pending') {
      await this.holds.keepReference(purchase, outcome.reference);
      return this.answer(id, actor, 'requires_confirmation', outcome.clientSecret);
    }
    const paid = await this.holds.markPaid(purchase, { ...outcome, provider }, actor);
    if (!paid) {
      // The hold ran out (or the order was cancelled) while the provider charged: give it back.
      await this.provider.refund(outcome.reference, purchase.totalAmountCents);
      throw new ConflictException(PAYMENT_HOLD_EXPIRED);
    }
    return this.answer(id, actor, 'succeeded', null);
  }

  /**
   * A provider's webhook: 400 unless its signature verifies. Replays are harmless: only the first
   * notice matches the order's `awaiting_payment`; a success for an order that is no longer held
   * (released when its hold ran out) is refunded.
   */
  async notice(rawBody: string, signature: string | undefined): Promise<{ received: true }> {
    const notice = this.provider.readNotice(rawBody, signature);
    if (!notice) throw new BadRequestException('Webhook signature did not verify');
    if (notice.kind === 'ignored') return { received: true };
    const em = this.em.fork();
    const purchase = await em.findOne(Purchase, { id: notice.purchaseId }, FULL_PURCHASE);
    if (!purchase) return { received: true };
    const actor = systemActor(this.provider.name);
    if (notice.kind === 'failed') {
      await this.holds.release(purchase, { reason: notice.message, ...notice }, actor);
      return { received: true };
    }
    const provider = this.provider.name;
    const paid = await this.holds.markPaid(purchase, { ...notice, provider }, actor);
    const alreadyPaid = purchase.paymentStatus === 'paid' || purchase.paymentStatus === 'refunded';
    if (!paid && !alreadyPaid) {
      this.log.warn(`Purchase ${purchase.id} was paid after its hold ended; refunding`);
      // Released now if the sweeper has not got to it yet, so the stock is back before the refund.
      const reason = 'the time to pay ran out';
      await this.holds.release(purchase, { reason, onlyIfExpired: true }, actor);
      await this.provider.refund(notice.reference, purchase.totalAmountCents);
      await this.holds.recordLateRefund(purchase, notice.reference, actor);
    }
    return { received: true };
  }

  /** An own order (staff: any) still awaiting payment; a run-out hold is released here and now. */
  private async awaitingPayment(id: number, actor: SignedInUser): Promise<Purchase> {
    const mine = hasRole(actor.role, 'staff') ? {} : { user: actor.id };
    const purchase = await this.em.fork().findOne(Purchase, { id, ...mine }, FULL_PURCHASE);
    if (!purchase) throw new NotFoundException('Purchase not found');
    if (purchase.paymentStatus !== 'awaiting_payment' || purchase.status !== 'pending')
      throw new ConflictException(PAYMENT_NOT_AWAITED);
    if (purchase.paymentDueAt && purchase.paymentDueAt.getTime() < Date.now()) {
      await this.holds.release(purchase, { reason: 'the time to pay ran out' }, actor);
      throw new ConflictException(PAYMENT_HOLD_EXPIRED);
    }
    return purchase;
  }

  private async answer(
    id: number,
    actor: SignedInUser,
    status: PaymentResponse['payment']['status'],
    clientSecret: string | null,
  ): Promise<PaymentResponse> {
    const mine = hasRole(actor.role, 'staff') ? {} : { user: actor.id };
    const em = this.em.fork();
    const purchase = await em.findOneOrFail(Purchase, { id, ...mine }, FULL_PURCHASE);
    return {
      purchase: toPurchaseBody(purchase, undefined, await loadShippingAddress(em, id)),
      payment: { provider: this.provider.name, status, client_secret: clientSecret },
    };
  }
}

/** The card as typed, or 400 with the first thing wrong with it (the form says the same). */
function cardOf(body: unknown): CardPaymentRequest {
  const parsed = cardPaymentSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw new BadRequestException(parsed.error.issues[0]?.message ?? 'Invalid card');
}
