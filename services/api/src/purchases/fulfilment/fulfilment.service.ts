import { EntityManager } from '@mikro-orm/core';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { Purchase as PurchaseBody, ShipPurchaseRequest } from '@shop/contracts';
import { AuditTrail } from '../../audit/audit-trail';
import { MailSender } from '../../mail/mail-sender';
import { OrderMails } from '../../mail/order-mails.service';
import { SHOP_CLOCK, type ShopClock } from '../../shop/shop-clock';
import type { SignedInUser } from '../../users/signed-in-user';
import { User } from '../../users/user.entity';
import { Purchase } from '../purchase.entity';
import { PurchasesService } from '../purchases.service';
import { deliveredAudit, shippedAudit } from './fulfilment-audit';
import {
  deliverStep,
  isRefusal,
  shipStep,
  type FulfilmentRefusal,
  type FulfilmentStep,
} from './fulfilment-rules';

/** MySQL keeps whole seconds; so does this, on both. */
const toSeconds = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

const CHANGED_MEANWHILE = 'The purchase was changed meanwhile; reload it and try again';

/**
 * Ships and delivers web orders (docs/product/purchases.md#fulfilment). Each step is one
 * transaction: a conditional update on the purchase as it was read (two staff shipping at once
 * ship it once), its audit entry, and, on shipping, the buyer's e-mail in the outbox, sent after
 * the commit; a mail server that is down never fails the step (mail/mail-sender.ts retries).
 */
@Injectable()
export class FulfilmentService {
  constructor(
    private readonly em: EntityManager,
    private readonly purchases: PurchasesService,
    private readonly audit: AuditTrail,
    private readonly mails: OrderMails,
    private readonly sender: MailSender,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  async ship(id: number, body: ShipPurchaseRequest, actor: SignedInUser): Promise<PurchaseBody> {
    const shipment = { carrier: body.carrier.trim(), trackingNumber: body.tracking_number.trim() };
    await this.em.fork().transactional(async (em) => {
      const purchase = await this.find(em, id);
      const next = this.allowed(shipStep(purchase));
      await this.move(em, purchase, next, {
        fulfilmentStatus: 'shipped',
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        shippedAt: toSeconds(this.shop.clock.now()),
        shippedBy: em.getReference(User, actor.id),
      });
      this.audit.record(em, shippedAudit(purchase, next, shipment, actor));
      const buyer = purchase.user;
      await this.mails.shipped(em, {
        to: buyer.email,
        purchaseId: purchase.id,
        customerName: buyer.firstName || buyer.username,
        ...shipment,
      });
    });
    void this.sender.drain();
    return this.purchases.get(id, actor);
  }

  async deliver(id: number, actor: SignedInUser): Promise<PurchaseBody> {
    await this.em.fork().transactional(async (em) => {
      const purchase = await this.find(em, id);
      const next = this.allowed(deliverStep(purchase));
      await this.move(em, purchase, next, {
        fulfilmentStatus: 'delivered',
        deliveredAt: toSeconds(this.shop.clock.now()),
        deliveredBy: em.getReference(User, actor.id),
      });
      this.audit.record(em, deliveredAudit(purchase, next, actor));
    });
    return this.purchases.get(id, actor);
  }

  private async find(em: EntityManager, id: number): Promise<Purchase> {
    const purchase = await em.findOne(Purchase, id, { populate: ['user'] });
    if (!purchase) throw new NotFoundException('Purchase not found');
    return purchase;
  }

  private allowed(outcome: FulfilmentStep | FulfilmentRefusal): FulfilmentStep {
    if (!isRefusal(outcome)) return outcome;
    throw outcome.code === 400
      ? new BadRequestException(outcome.message)
      : new ConflictException(outcome.message);
  }

  /** Writes the step only if the purchase is still as the rules read it. */
  private async move(
    em: EntityManager,
    purchase: Purchase,
    next: FulfilmentStep,
    fields: Partial<Purchase>,
  ): Promise<void> {
    const moved = await em.nativeUpdate(
      Purchase,
      {
        id: purchase.id,
        status: purchase.status,
        paymentStatus: purchase.paymentStatus,
        fulfilmentStatus: purchase.fulfilmentStatus,
      },
      { ...fields, status: next.status, paymentStatus: next.paymentStatus },
    );
    if (moved !== 1) throw new ConflictException(CHANGED_MEANWHILE);
  }
}
