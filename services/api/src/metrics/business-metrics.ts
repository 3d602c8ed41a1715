import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { ReturnKind, SaleChannel } from '@shop/contracts';
import { Counter } from 'prom-client';
import { DomainEvents } from '../events/domain-events';
import { MetricsRegistry } from './metrics-registry';

/**
 * The shop's own counters (docs/operations.md#metrics): sales and cancellations from the domain
 * events the purchases module publishes (events/domain-events.ts), returns and refunds from the
 * calls below, which the module that makes them calls once its transaction has committed.
 * Counted when published, inside the sale's transaction: a transaction that rolls back after its
 * event (a rare lost lock race, retried) counts once more than the shop sold; a counter is a rate,
 * the reports are the books (docs/decisions/0100-metrics-and-traces-for-operations.md).
 */
@Injectable()
export class BusinessMetrics implements OnModuleInit {
  private readonly sales: Counter<'channel'>;
  private readonly cancellations: Counter<'channel'>;
  private readonly returns: Counter<'kind'>;
  private readonly refunds: Counter;
  private readonly refundedCents: Counter;

  constructor(
    metrics: MetricsRegistry,
    private readonly events: DomainEvents,
  ) {
    const registers = [metrics.registry];
    this.sales = new Counter({
      name: 'fitshop_sales_total',
      help: 'Purchases recorded, by channel (web, pos)',
      labelNames: ['channel'],
      registers,
    });
    this.cancellations = new Counter({
      name: 'fitshop_sale_cancellations_total',
      help: 'Purchases cancelled, by channel',
      labelNames: ['channel'],
      registers,
    });
    this.returns = new Counter({
      name: 'fitshop_returns_total',
      help: 'Returns made, by kind (return, cancellation of lines)',
      labelNames: ['kind'],
      registers,
    });
    this.refunds = new Counter({ name: 'fitshop_refunds_total', help: 'Refunds paid', registers });
    this.refundedCents = new Counter({
      name: 'fitshop_refunded_cents_total',
      help: 'Money refunded, in cents',
      registers,
    });
  }

  onModuleInit(): void {
    this.events.on('sale.recorded', (sale) => Promise.resolve(this.saleRecorded(sale.channel)));
    this.events.on('sale.cancelled', (sale) =>
      Promise.resolve(this.cancellations.inc({ channel: sale.channel })),
    );
  }

  saleRecorded(channel: SaleChannel): void {
    this.sales.inc({ channel });
  }

  /** The returns module's seam: one return (or cancellation of some lines) made. */
  returnRecorded(kind: ReturnKind): void {
    this.returns.inc({ kind });
  }

  /** The returns module's seam: one refund paid, of `amountCents` (integer cents). */
  refundRecorded(amountCents: number): void {
    this.refunds.inc();
    if (Number.isSafeInteger(amountCents) && amountCents > 0) this.refundedCents.inc(amountCents);
  }
}
