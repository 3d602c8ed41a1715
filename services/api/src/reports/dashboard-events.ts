import type {
  AdjustmentReason,
  PaymentMethod,
  PaymentStatus,
  PurchaseStatus,
  SaleChannel,
  StockActor,
} from '@shop/contracts';
import { readSqlDate } from '../common/sql-date';
import { tendersOrMethod, type TenderView } from '../purchases/purchase-tenders';

/**
 * What the dashboard reads (dashboard.queries.ts), as typed events with dates as Dates: the
 * rows' shape stays here, the sentences and links are dashboard-activity.ts's.
 */

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);
const date = (value: unknown) => readSqlDate(value as Date | number | string);

export interface PurchaseEvent {
  id: number;
  createdAt: Date;
  channel: SaleChannel;
  customerName: string | null;
  buyer: StockActor;
  itemCount: number;
  totalCents: number;
  status: PurchaseStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  /** How it was paid: a split sale's cash and card parts, else its one method for the total. */
  tenders: TenderView[];
}

export interface StockEvent {
  id: number;
  createdAt: Date;
  reason: 'restock' | 'adjustment';
  quantityChange: number;
  adjustmentReason: AdjustmentReason | null;
  product: { id: number; name: string; sku: string };
  actor: StockActor | null;
}

/** A cancellation: its stock movements (one per line) taken together. */
export interface CancellationEvent {
  purchaseId: number;
  at: Date;
  quantityChange: number;
  actor: StockActor | null;
  totalCents: number | null;
}

export interface SupplierEvent {
  id: number;
  name: string;
  createdAt: Date;
}

/** One stock movement of a cancellation, before grouping by purchase. */
export interface CancellationLine {
  reference: string | null;
  createdAt: Date;
  quantityChange: number;
  actor: StockActor | null;
}

/** The user columns of a row (`actor_id`, `username`, …), or null when it names nobody. */
export function actorOf(row: Row): StockActor | null {
  if (row.actor_id === null || row.actor_id === undefined) return null;
  return {
    id: num(row.actor_id),
    username: String(row.username),
    first_name: String(row.first_name),
    last_name: String(row.last_name),
  };
}

export function purchaseEvent(row: Row, tenderRows?: readonly TenderView[]): PurchaseEvent {
  const paymentMethod = row.payment_method as PaymentMethod;
  const totalCents = num(row.total_amount_cents);
  return {
    id: num(row.id),
    createdAt: date(row.created_at),
    channel: row.channel as SaleChannel,
    customerName: (row.customer_name as string | null) ?? null,
    // An inner join: every purchase has its buyer.
    buyer: actorOf(row)!,
    itemCount: num(row.item_count),
    totalCents,
    status: row.status as PurchaseStatus,
    paymentStatus: row.payment_status as PaymentStatus,
    paymentMethod,
    tenders: tendersOrMethod({ paymentMethod, totalAmountCents: totalCents }, tenderRows),
  };
}

export function stockEvent(row: Row): StockEvent {
  return {
    id: num(row.id),
    createdAt: date(row.created_at),
    reason: row.reason as StockEvent['reason'],
    quantityChange: num(row.quantity_change),
    adjustmentReason: (row.adjustment_reason as AdjustmentReason | null) ?? null,
    product: {
      id: num(row.product_id),
      name: String(row.product_name),
      sku: String(row.product_sku),
    },
    actor: actorOf(row),
  };
}

export function cancellationLine(row: Row): CancellationLine {
  return {
    reference: (row.reference as string | null) ?? null,
    createdAt: date(row.created_at),
    quantityChange: num(row.quantity_change),
    actor: actorOf(row),
  };
}

export function supplierEvent(row: Row): SupplierEvent {
  return { id: num(row.id), name: String(row.name), createdAt: date(row.created_at) };
}

/** Groups a cancellation's movements (newest first) into one event per purchase, newest first. */
export function groupCancellations(
  movements: readonly CancellationLine[],
): Omit<CancellationEvent, 'totalCents'>[] {
  const byPurchase = new Map<number, Omit<CancellationEvent, 'totalCents'>>();
  for (const movement of movements) {
    const purchaseId = Number(/^purchase:(\d+)$/.exec(movement.reference ?? '')?.[1]);
    if (!purchaseId) continue;
    const seen = byPurchase.get(purchaseId);
    if (seen) seen.quantityChange += movement.quantityChange;
    else
      byPurchase.set(purchaseId, {
        purchaseId,
        at: movement.createdAt,
        quantityChange: movement.quantityChange,
        actor: movement.actor,
      });
  }
  return [...byPurchase.values()];
}
