import { Global, Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { PurchasesModule } from '../purchases/purchases.module';
import { MailSender } from './mail-sender';
import { OrderConfirmation } from './order-confirmation';
import { OrderMails } from './order-mails.service';
import { ReceiptMailController } from './receipt-mail.controller';
import { ReceiptMailService } from './receipt-mail.service';
import { WebOrderMails } from './web-order-mails';

/**
 * E-mail (docs/product/e-mails.md): the outbox's sender, the order confirmation, the receipt
 * route, and `OrderMails` for the modules that ship, refund and take returns. Global, so they
 * inject `OrderMails` without importing this module; `MailOutbox.enqueue` needs no injection.
 */
@Global()
@Module({
  imports: [EventsModule, PurchasesModule],
  controllers: [ReceiptMailController],
  providers: [MailSender, OrderConfirmation, OrderMails, ReceiptMailService, WebOrderMails],
  exports: [MailSender, OrderMails, WebOrderMails],
})
export class MailModule {}
