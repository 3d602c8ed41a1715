import { Injectable } from '@nestjs/common';
import type { ReturnReportReason, SaleChannel } from '@shop/contracts';
import type { StockWriter } from '../inventory/stock-ledger';

/**
 * What the purchases and returns modules tell the rest of the API, inside the transaction that
 * makes it true: the reports keep their sales rollups from these (reports/sales-rollups.ts)
 * without the purchases module knowing they exist.
 */

/** A sale as its subscribers need it: its instant, channel and lines at the prices charged. */
export interface SaleFacts {
  purchaseId: number;
  createdAt: Date;
  channel: SaleChannel;
  lines: readonly SaleLineFacts[];
}

export interface SaleLineFacts {
  productId: number;
  quantity: number;
  /** The line's total at the price charged. */
  totalPriceCents: number;
  /**
   * What the line was taxed on: its total less its own discount and its share of the order's
   * (`paidLineCents`; docs/product/tax.md#in-the-reports).
   */
  taxableCents: number;
  /** The unit cost the line kept at the time of sale. */
  unitCostCents: number;
  /** The tax the line was charged, and the rate's name and thousandths of a percent then. */
  taxCents: number;
  taxRateName: string | null;
  taxRateThousandths: number;
}

/**
 * A return as its subscribers need it (docs/product/returns.md#in-the-reports): when its money
 * went back, the sale's channel, and what its lines took back.
 */
export interface ReturnFacts {
  returnId: number;
  purchaseId: number;
  refundedAt: Date;
  channel: SaleChannel;
  lines: readonly ReturnLineFacts[];
}

export interface ReturnLineFacts {
  productId: number;
  /** The line's reason, or `cancellation` for a cancelled line. */
  reason: ReturnReportReason;
  quantity: number;
  /** These units' part of the line's total before tax, and of its tax. */
  amountCents: number;
  taxCents: number;
  /** Units back on the shelf, and their cost as the sale kept it. */
  restockedQuantity: number;
  restockedCostCents: number;
}

/** Each event by its name. */
export interface DomainEventMap {
  /** A purchase was placed: from now on it counts as a sale. */
  'sale.recorded': SaleFacts;
  /** A purchase was cancelled: it stops counting as a sale. */
  'sale.cancelled': SaleFacts;
  /** Money went back for a return: from now on it counts on the day of its refund. */
  'sale.returned': ReturnFacts;
  /** A refunded return's purchase was cancelled as a whole: the return stops counting. */
  'sale.return_voided': ReturnFacts;
}

export type DomainEventType = keyof DomainEventMap;

/** The open transaction an event was published in: either kind the API runs. */
export type EventTransaction = StockWriter;

export type EventHandler<T extends DomainEventType> = (
  event: DomainEventMap[T],
  transaction: EventTransaction,
) => Promise<void>;

/**
 * The API's in-process events, awaited inside the publisher's transaction. Subscribers
 * register when their module starts (`onModuleInit`), before the first request. `publish`
 * runs the handlers one after another on the publisher's transaction and resolves when
 * the last has written; a failing handler rejects it, so the whole transaction rolls back
 * and what the subscribers keep never drifts from what was committed. An emitter that
 * runs listeners side by side, or swallows their errors, could not promise that.
 */
@Injectable()
export class DomainEvents {
  private readonly handlers: { [T in DomainEventType]: EventHandler<T>[] } = {
    'sale.recorded': [],
    'sale.cancelled': [],
    'sale.returned': [],
    'sale.return_voided': [],
  };

  on<T extends DomainEventType>(type: T, handler: EventHandler<T>): void {
    this.handlers[type].push(handler);
  }

  async publish<T extends DomainEventType>(
    transaction: EventTransaction,
    type: T,
    event: DomainEventMap[T],
  ): Promise<void> {
    for (const handler of this.handlers[type]) await handler(event, transaction);
  }
}
