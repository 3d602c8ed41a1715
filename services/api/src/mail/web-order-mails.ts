import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { sumCents, type PaymentMethod } from '@shop/contracts';
import type { StockWriter } from '../inventory/stock-ledger';
import { Purchase } from '../purchases/purchase.entity';
import type { User } from '../users/user.entity';
import { OrderMails } from './order-mails.service';

type Buyer = Pick<User, 'email' | 'firstName' | 'username'>;
/** A loaded purchase and its buyer; in an ORM transaction a reference will do. */
type WebPurchase = Pick<Purchase, 'id' | 'channel'> & { user: Buyer };

const METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  card: 'Credit/Debit Card',
  cash: 'Cash',
};

/**
 * The refund and return-received e-mails of a customer's web order
 * (docs/product/e-mails.md#refund-and-return-received), queued in the caller's transaction: the
 * returns module and a whole cancellation call these with what they just wrote. A till sale's
 * customer was at the counter and gets none. `writer` is the open transaction; an
 * `EntityManager` loads the purchase and its buyer itself, so a reference will do.
 */
@Injectable()
export class WebOrderMails {
  constructor(private readonly mails: OrderMails) {}

  async refunded(
    writer: StockWriter,
    purchase: WebPurchase,
    refunds: readonly { method: PaymentMethod; amountCents: number }[],
    reason: string | null,
  ): Promise<void> {
    if (!refunds.length) return;
    const loaded = await this.load(writer, purchase);
    if (loaded.channel !== 'web') return;
    const buyer = loaded.user;
    const methods = [...new Set(refunds.map((refund) => METHOD_NAMES[refund.method]))];
    await this.mails.refund(writer, {
      to: buyer.email,
      purchaseId: purchase.id,
      customerName: buyer.firstName || buyer.username,
      amountCents: sumCents(refunds.map((refund) => refund.amountCents)),
      method: methods.join(' and '),
      reason,
    });
  }

  async returnReceived(
    writer: StockWriter,
    purchase: WebPurchase,
    lines: readonly { quantity: number; product: { name: string } }[],
  ): Promise<void> {
    const loaded = await this.load(writer, purchase);
    if (loaded.channel !== 'web') return;
    const buyer = loaded.user;
    await this.mails.returnReceived(writer, {
      to: buyer.email,
      purchaseId: purchase.id,
      customerName: buyer.firstName || buyer.username,
      items: lines.map((line) => ({ name: line.product.name, quantity: line.quantity })),
    });
  }

  private async load(writer: StockWriter, purchase: WebPurchase): Promise<WebPurchase> {
    if (!(writer instanceof EntityManager)) return purchase;
    return writer.findOneOrFail(Purchase, purchase.id, { populate: ['user'] });
  }
}
