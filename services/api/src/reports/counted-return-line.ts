import {
  RETURN_REASONS,
  RETURN_REPORT_REASONS,
  type ReturnReportReason,
  type SaleChannel,
} from '@shop/contracts';
import { readSqlDate } from '../common/sql-date';
import type { ReturnLineRow } from './plain-report-facts.queries';

const num = (value: unknown) => Number(value ?? 0);

/** One line of a counted return as the reports count it (docs/product/returns.md#in-the-reports). */
export interface CountedReturnLine {
  returnId: number;
  refundedAt: Date;
  channel: SaleChannel;
  productId: number;
  name: string;
  sku: string;
  categoryId: number;
  categoryName: string;
  reason: ReturnReportReason;
  quantity: number;
  amountCents: number;
  taxCents: number;
  restockedCostCents: number;
}

/** A cancelled line counts under `cancellation`; a return's line under its reason. */
export function reportReason(kind: string, reason: string | null): ReturnReportReason {
  if (kind === 'cancellation') return 'cancellation';
  return (RETURN_REASONS as readonly string[]).includes(reason ?? '')
    ? (reason as ReturnReportReason)
    : 'other';
}

export function countedReturnLine(row: ReturnLineRow): CountedReturnLine {
  const quantity = num(row.quantity);
  const restocked = row.disposition === 'restock' ? quantity : 0;
  return {
    returnId: num(row.return_id),
    refundedAt: readSqlDate(row.refunded_at),
    channel: row.channel as SaleChannel,
    productId: num(row.product_id),
    name: row.name,
    sku: row.sku,
    categoryId: num(row.category_id),
    categoryName: row.category_name,
    reason: reportReason(row.kind, row.reason),
    quantity,
    amountCents: num(row.total_cents),
    taxCents: num(row.tax_cents),
    restockedCostCents: restocked * num(row.unit_cost_cents),
  };
}

/** By product id, then reason in the contract's order (the same on both databases). */
export function byProductThenReason(
  a: { productId: number; reason: ReturnReportReason },
  b: { productId: number; reason: ReturnReportReason },
): number {
  return (
    a.productId - b.productId ||
    RETURN_REPORT_REASONS.indexOf(a.reason) - RETURN_REPORT_REASONS.indexOf(b.reason)
  );
}
