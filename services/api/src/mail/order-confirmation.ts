import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sumCents } from '@shop/contracts';
import { DomainEvents, type EventTransaction, type SaleFacts } from '../events/domain-events';
import { statementsOf } from '../inventory/stock-ledger-rows';
import { StoreSettingsService } from '../shop/store-settings.service';
import { MailOutbox } from './mail-outbox';
import { orderConfirmationMail } from './order-mails';

interface BuyerRow {
  email: string;
  first_name: string;
  username: string;
  payment_method: string;
  shipping_cents: number;
  total_amount_cents: number;
  discount_cents: number | string;
  discount_code: string | null;
}

/**
 * Queues the order confirmation of every web purchase (docs/product/e-mails.md#order-confirmation)
 * in the purchase's own transaction, through the 'sale.recorded' event: the checkout does not know
 * about e-mail, and an order that rolls back sends nothing. Till sales get a receipt on request
 * instead (receipt-mail.service.ts).
 */
@Injectable()
export class OrderConfirmation implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly settings: StoreSettingsService,
  ) {}

  onModuleInit(): void {
    this.events.on('sale.recorded', (sale, transaction) => this.queue(sale, transaction));
  }

  private async queue(sale: SaleFacts, transaction: EventTransaction): Promise<void> {
    if (sale.channel !== 'web') return;
    const sql = statementsOf(transaction);
    const [buyer] = await sql.rows<BuyerRow>(
      'select u.email, u.first_name, u.username, p.payment_method, p.shipping_cents,' +
        ' p.total_amount_cents, p.discount_cents, p.discount_code from purchase p join user u on u.id = p.user_id where p.id = ?',
      [sale.purchaseId],
    );
    if (!buyer?.email) return;
    const ids = sale.lines.map((line) => line.productId);
    const names = await sql.rows<{ id: number; name: string }>(
      `select id, name from product where id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    const nameOf = new Map(names.map((row) => [Number(row.id), row.name]));
    const shop = await this.settings.current();
    await MailOutbox.enqueue(
      transaction,
      orderConfirmationMail(shop, {
        to: buyer.email,
        purchaseId: sale.purchaseId,
        customerName: buyer.first_name || buyer.username,
        lines: sale.lines.map((line) => ({
          name: nameOf.get(line.productId) ?? `Product ${line.productId}`,
          quantity: line.quantity,
          totalCents: line.totalPriceCents,
          taxCents: line.taxCents,
        })),
        subtotalCents: sumCents(sale.lines.map((line) => line.totalPriceCents)),
        discountCents: Number(buyer.discount_cents),
        discountCode: buyer.discount_code,
        taxCents: sumCents(sale.lines.map((line) => line.taxCents)),
        shippingCents: Number(buyer.shipping_cents),
        totalCents: Number(buyer.total_amount_cents),
        paymentMethod: buyer.payment_method,
      }),
    );
  }
}
