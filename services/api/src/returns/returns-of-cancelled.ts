import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { readSqlDate } from '../common/sql-date';
import { DomainEvents, type EventTransaction, type SaleFacts } from '../events/domain-events';
import { statementsOf } from '../inventory/stock-ledger-rows';
import { reportReason } from '../reports/counted-return-line';

type ReturnRow = {
  id: number | string;
  status: string;
  kind: string;
  refunded_at: Date | number | string | null;
};

type LineRow = {
  sale_return_id: number | string;
  product_id: number | string;
  reason: string | null;
  quantity: number | string;
  total_cents: number | string;
  tax_cents: number | string;
  disposition: string | null;
  unit_cost_cents: number | string;
};

const num = (value: unknown) => Number(value ?? 0);

/**
 * A purchase cancelled as a whole takes its returns along
 * (docs/product/returns.md#cancelling-a-whole-purchase), inside the cancellation's transaction:
 * refused while a return of it is received but not refunded (its money is owed either way);
 * requests still open are declined; refunded returns stop counting in the reports with the sale
 * itself (`sale.return_voided`). The purchases module publishes the cancellation without knowing
 * returns exist. Its transaction is the hand-SQL one, so these few statements go through the
 * stock ledger's path to it, as the rollups' do (reports/sales-rollups.ts).
 */
@Injectable()
export class ReturnsOfCancelled implements OnModuleInit {
  constructor(private readonly events: DomainEvents) {}

  onModuleInit(): void {
    this.events.on('sale.cancelled', (sale, transaction) => this.follow(sale, transaction));
  }

  private async follow(sale: SaleFacts, transaction: EventTransaction): Promise<void> {
    const sql = statementsOf(transaction);
    const returns = await sql.rows<ReturnRow>(
      'select id, status, kind, refunded_at from sale_return where purchase_id = ? order by id',
      [sale.purchaseId],
    );
    const received = returns.find((row) => row.status === 'received');
    if (received)
      throw new ConflictException(
        `Return #${num(received.id)} of this purchase was received but not refunded: refund it first`,
      );
    if (returns.some((row) => row.status === 'requested'))
      await sql.write(
        'update sale_return set status = ?, note = ? where purchase_id = ? and status = ?',
        ['rejected', 'The purchase was cancelled', sale.purchaseId, 'requested'],
      );
    const refunded = returns.filter((row) => row.status === 'refunded');
    if (!refunded.length) return;
    const lines = await sql.rows<LineRow>(
      'select l.sale_return_id, l.product_id, l.reason, l.quantity, l.total_cents, l.tax_cents,' +
        ' l.disposition, pi.unit_cost_cents from return_line l' +
        ' join purchase_item pi on pi.id = l.purchase_item_id' +
        ` where l.sale_return_id in (${refunded.map(() => '?').join(', ')}) order by l.id`,
      refunded.map((row) => num(row.id)),
    );
    for (const row of refunded)
      await this.events.publish(transaction, 'sale.return_voided', {
        returnId: num(row.id),
        purchaseId: sale.purchaseId,
        refundedAt: readSqlDate(row.refunded_at!),
        channel: sale.channel,
        lines: lines
          .filter((line) => num(line.sale_return_id) === num(row.id))
          .map((line) => {
            const restocked = line.disposition === 'restock' ? num(line.quantity) : 0;
            return {
              productId: num(line.product_id),
              reason: reportReason(row.kind, line.reason),
              quantity: num(line.quantity),
              amountCents: num(line.total_cents),
              taxCents: num(line.tax_cents),
              restockedQuantity: restocked,
              restockedCostCents: restocked * num(line.unit_cost_cents),
            };
          }),
      });
  }
}
