import {
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
  type StockActor,
  type StockMovement as StockMovementBody,
  type StockMovementReason,
} from '@shop/contracts';
import { readSqlDate } from '../common/sql-date';

/** One row of the history query (stock-history.service.ts), as the driver returns it. */
export interface StockMovementRow {
  id: number | string;
  created_at: Date | number | string;
  quantity_change: number | string;
  reason: StockMovementReason;
  reference: string | null;
  note: string | null;
  adjustment_reason: string | null;
  actor_id: number | string | null;
  actor_username: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
}

/** `purchase:<id>` (older rows: the bare id) of a sale or a cancellation, else null. */
export function purchaseIdOf(row: Pick<StockMovementRow, 'reason' | 'reference'>): number | null {
  if (row.reason !== 'sale' && row.reason !== 'cancellation') return null;
  const match = /^(?:purchase:)?(\d+)$/.exec(row.reference ?? '');
  return match ? Number(match[1]) : null;
}

/** `supplier:<id>` of a restock from a known supplier, else null. */
export function supplierIdOf(row: Pick<StockMovementRow, 'reason' | 'reference'>): number | null {
  if (row.reason !== 'restock') return null;
  const match = /^supplier:(\d+)$/.exec(row.reference ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The stock after each movement of a page, newest first: the newest row's is
 * `stockAfterNewest`, and each older one's is that minus the changes since.
 */
export function stockAfterEach(
  changesNewestFirst: readonly number[],
  stockAfterNewest: number,
): number[] {
  const after: number[] = [];
  let stock = stockAfterNewest;
  for (const change of changesNewestFirst) {
    after.push(stock);
    stock -= change;
  }
  return after;
}

function actorOf(row: StockMovementRow): StockActor | null {
  if (row.actor_id === null || row.actor_username === null) return null;
  return {
    id: Number(row.actor_id),
    username: row.actor_username,
    first_name: row.actor_first_name ?? '',
    last_name: row.actor_last_name ?? '',
  };
}

const isAdjustmentReason = (value: string | null): value is AdjustmentReason =>
  (ADJUSTMENT_REASONS as readonly (string | null)[]).includes(value);

/**
 * A history line. `buyer` stands in for the actor of a sale written before the shop
 * recorded actors: the purchase's own user, who is the buyer (or the cashier of a till sale).
 */
export function toStockMovementBody(
  row: StockMovementRow,
  stockAfter: number,
  buyer: StockActor | null,
): StockMovementBody {
  const purchaseId = purchaseIdOf(row);
  return {
    id: Number(row.id),
    created_at: readSqlDate(row.created_at).toISOString(),
    quantity_change: Number(row.quantity_change),
    stock_after: stockAfter,
    reason: row.reason,
    adjustment_reason: isAdjustmentReason(row.adjustment_reason) ? row.adjustment_reason : null,
    note: row.note,
    reference: row.reference,
    purchase_id: purchaseId,
    supplier_id: supplierIdOf(row),
    actor: actorOf(row) ?? (row.reason === 'sale' ? buyer : null),
  };
}
