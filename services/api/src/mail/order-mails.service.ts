import { Injectable } from '@nestjs/common';
import type { StockWriter } from '../inventory/stock-ledger';
import { StoreSettingsService } from '../shop/store-settings.service';
import { MailOutbox } from './mail-outbox';
import {
  refundMail,
  returnReceivedMail,
  shippedMail,
  type RefundFacts,
  type ReturnReceivedFacts,
  type ShippedFacts,
} from './order-mails';

/**
 * What the fulfilment and returns modules call, inside the transaction that ships, refunds or
 * receives a return (docs/product/e-mails.md#for-the-modules-that-send-them): each queues its
 * e-mail with the shop's details, and the mail sender sends it after the commit.
 */
@Injectable()
export class OrderMails {
  constructor(private readonly settings: StoreSettingsService) {}

  async shipped(writer: StockWriter, facts: ShippedFacts): Promise<void> {
    await MailOutbox.enqueue(writer, shippedMail(await this.settings.current(), facts));
  }

  async refund(writer: StockWriter, facts: RefundFacts): Promise<void> {
    await MailOutbox.enqueue(writer, refundMail(await this.settings.current(), facts));
  }

  async returnReceived(writer: StockWriter, facts: ReturnReceivedFacts): Promise<void> {
    await MailOutbox.enqueue(writer, returnReceivedMail(await this.settings.current(), facts));
  }
}
