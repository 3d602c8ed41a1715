import {
  ADJUSTMENT_REASON_LABELS,
  type DashboardActivity,
  type DashboardOrder,
  centsToDollars,
  formatCents,
} from '@shop/contracts';
import type {
  CancellationEvent,
  PurchaseEvent,
  StockEvent,
  SupplierEvent,
} from './dashboard-events';
import { toTenderBodies } from '../purchases/purchase-tenders';

const pieces = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
const signed = (change: number) => (change > 0 ? `+${change}` : `−${Math.abs(change)}`);

/** Who a purchase was for: the till's customer, else the buyer's name, else the username. */
export function customerOf(purchase: PurchaseEvent): string {
  const { buyer } = purchase;
  return purchase.customerName || `${buyer.first_name} ${buyer.last_name}`.trim() || buyer.username;
}

export function toDashboardOrder(purchase: PurchaseEvent): DashboardOrder {
  return {
    id: purchase.id,
    created_at: purchase.createdAt.toISOString(),
    channel: purchase.channel,
    customer: customerOf(purchase),
    item_count: purchase.itemCount,
    total_amount: centsToDollars(purchase.totalCents),
    status: purchase.status,
    payment_status: purchase.paymentStatus,
    payment_method: purchase.paymentMethod,
    tenders: toTenderBodies(purchase.tenders),
  };
}

/**
 * How a sale was paid, in the activity's words: its one method ("cash"), or a split sale's parts
 * with their amounts ("cash $12.00 + card $20.00").
 */
function paidBy(p: PurchaseEvent): string {
  if (p.tenders.length < 2) return p.paymentMethod;
  return p.tenders.map((part) => `${part.method} ${formatCents(part.amountCents)}`).join(' + ');
}

const EMPTY = {
  purchase_id: null,
  product: null,
  supplier: null,
  amount: null,
  quantity_change: null,
};

function fromPurchase(p: PurchaseEvent): DashboardActivity {
  const kind = p.channel === 'pos' ? 'sale' : 'web_order';
  const label = kind === 'sale' ? 'Sale' : 'Web order';
  return {
    ...EMPTY,
    id: `purchase:${p.id}`,
    kind,
    at: p.createdAt.toISOString(),
    description: `${label} #${p.id}: ${pieces(p.itemCount)}, ${formatCents(p.totalCents)}, ${paidBy(p)}`,
    link: `/purchases/${p.id}`,
    actor: p.buyer,
    purchase_id: p.id,
    amount: centsToDollars(p.totalCents),
  };
}

function fromCancellation(c: CancellationEvent): DashboardActivity {
  return {
    ...EMPTY,
    id: `cancellation:${c.purchaseId}`,
    kind: 'cancellation',
    at: c.at.toISOString(),
    description: `Order #${c.purchaseId} cancelled: ${pieces(c.quantityChange)} back in stock`,
    link: `/purchases/${c.purchaseId}`,
    actor: c.actor,
    purchase_id: c.purchaseId,
    amount: c.totalCents === null ? null : centsToDollars(c.totalCents),
    quantity_change: c.quantityChange,
  };
}

function fromStock(s: StockEvent): DashboardActivity {
  const what = `${s.product.name} (${s.product.sku}): ${signed(s.quantityChange)}`;
  const why = s.adjustmentReason ? `, ${ADJUSTMENT_REASON_LABELS[s.adjustmentReason]}` : '';
  return {
    ...EMPTY,
    id: `movement:${s.id}`,
    kind: s.reason,
    at: s.createdAt.toISOString(),
    description: s.reason === 'restock' ? `Restocked ${what}` : `Adjusted ${what}${why}`,
    link: `/inventory?search=${encodeURIComponent(s.product.sku)}`,
    actor: s.actor,
    product: s.product,
    quantity_change: s.quantityChange,
  };
}

function fromSupplier(s: SupplierEvent): DashboardActivity {
  return {
    ...EMPTY,
    id: `supplier:${s.id}`,
    kind: 'new_supplier',
    at: s.createdAt.toISOString(),
    description: `New supplier: ${s.name}`,
    link: '/suppliers',
    // Suppliers do not record who added them.
    actor: null,
    supplier: { id: s.id, name: s.name },
  };
}

/** Everything that happened, newest first, at most `limit`; on a tie, in the order of kinds below. */
export function recentActivity(
  events: {
    purchases: readonly PurchaseEvent[];
    cancellations: readonly CancellationEvent[];
    stock: readonly StockEvent[];
    suppliers: readonly SupplierEvent[];
  },
  limit: number,
): DashboardActivity[] {
  const all = [
    ...events.purchases.map(fromPurchase),
    ...events.cancellations.map(fromCancellation),
    ...events.stock.map(fromStock),
    ...events.suppliers.map(fromSupplier),
  ];
  // ISO text of UTC instants sorts as time does; the sort is stable.
  return all.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}
