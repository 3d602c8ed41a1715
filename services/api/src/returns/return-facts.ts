import type { ReturnFacts } from '../events/domain-events';
import type { Purchase } from '../purchases/purchase.entity';
import { reportReason } from '../reports/counted-return-line';
import type { ReturnLine } from './return-line.entity';
import type { SaleReturn } from './sale-return.entity';

/**
 * A refunded return as the reports count it (docs/product/returns.md#in-the-reports): on the day
 * of its refund, under its purchase's channel, amounts before tax as sales count, and the cost
 * its restocked units had when sold (written-off units stay a cost).
 */
export function returnFacts(
  saleReturn: SaleReturn,
  purchase: Purchase,
  lines: readonly ReturnLine[],
): ReturnFacts {
  if (!saleReturn.refundedAt) throw new Error(`return ${saleReturn.id} is not refunded`);
  const costs = new Map(purchase.items.getItems().map((item) => [item.id, item.unitCostCents]));
  return {
    returnId: saleReturn.id,
    purchaseId: purchase.id,
    refundedAt: saleReturn.refundedAt,
    channel: purchase.channel,
    lines: lines.map((line) => {
      const restocked = line.disposition === 'restock' ? line.quantity : 0;
      return {
        productId: line.product.id,
        reason: reportReason(saleReturn.kind, line.reason),
        quantity: line.quantity,
        amountCents: line.totalCents,
        taxCents: line.taxCents,
        restockedQuantity: restocked,
        restockedCostCents: restocked * (costs.get(line.purchaseItem.id) ?? 0),
      };
    }),
  };
}
