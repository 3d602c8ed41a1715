import {
  centsToDollars,
  type ReturnLine as ReturnLineBody,
  type ReturnStaffName,
  type SaleReturn as SaleReturnBody,
} from '@shop/contracts';
import type { User } from '../users/user.entity';
import type { ReturnLine } from './return-line.entity';
import type { SaleReturn } from './sale-return.entity';

/** What a return's answer needs, one query per relation, never per row. */
export const FULL_RETURN = {
  populate: [
    'lines',
    'lines.product',
    'refunds',
    'createdBy',
    'receivedBy',
    'refundedBy',
    'approvedBy',
  ],
  strategy: 'select-in',
} as const;

/** The cents a return line gave or will give back: its part of the total and of the tax. */
export const lineAmountCents = (line: Pick<ReturnLine, 'totalCents' | 'taxCents'>): number =>
  line.totalCents + line.taxCents;

/** The one way a return leaves the API, field by field (no costs, no keys). */
export function toReturnBody(saleReturn: SaleReturn): SaleReturnBody {
  const lines = [...saleReturn.lines].sort((a, b) => a.id - b.id);
  const refunds = [...saleReturn.refunds].sort((a, b) => a.id - b.id);
  const totalCents = lines.reduce((sum, line) => sum + lineAmountCents(line), 0);
  const { balanceCents: balance, amountTenderedCents: tendered } = saleReturn;
  return {
    id: saleReturn.id,
    purchase_id: saleReturn.purchase.id,
    kind: saleReturn.kind,
    status: saleReturn.status,
    channel: saleReturn.channel,
    lines: lines.map(toReturnLineBody),
    total_amount: centsToDollars(totalCents),
    refunds: refunds.map(({ method, amountCents }) => ({
      method,
      amount: centsToDollars(amountCents),
    })),
    exchange_purchase_id: saleReturn.exchangePurchase?.id ?? null,
    balance: balance === null ? null : centsToDollars(balance),
    amount_tendered: tendered === null ? null : centsToDollars(tendered),
    // Derived, never stored: cash handed over for the balance is never less than it.
    change_due: tendered === null || balance === null ? null : centsToDollars(tendered - balance),
    receipt: saleReturn.receipt,
    note: saleReturn.note,
    created_by: staffName(saleReturn.createdBy),
    received_by: staffName(saleReturn.receivedBy),
    refunded_by: staffName(saleReturn.refundedBy),
    approved_by: staffName(saleReturn.approvedBy),
    created_at: saleReturn.createdAt.toISOString(),
    received_at: saleReturn.receivedAt?.toISOString() ?? null,
    refunded_at: saleReturn.refundedAt?.toISOString() ?? null,
  };
}

function toReturnLineBody(line: ReturnLine): ReturnLineBody {
  return {
    id: line.id,
    purchase_item_id: line.purchaseItem.id,
    product_id: line.product.id,
    product_name: line.product.name,
    sku: line.product.sku,
    quantity: line.quantity,
    reason: line.reason,
    note: line.note,
    disposition: line.disposition,
    amount: centsToDollars(lineAmountCents(line)),
  };
}

function staffName(user: User | null): ReturnStaffName | null {
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
  };
}
