import type { Page } from './catalog';
import type { PaymentMethod } from './purchase-statuses';
import type { ReturnDisposition, ReturnKind, ReturnReason, ReturnStatus } from './returns';

// What the returns calls answer (docs/product/api.md#returns); their requests are in returns.ts.

/** Money back to one tender. */
export interface Refund {
  method: PaymentMethod;
  amount: number;
}

export interface ReturnLine {
  id: number;
  purchase_item_id: number;
  product_id: number;
  product_name: string;
  sku: string;
  quantity: number;
  reason: ReturnReason | null;
  note: string | null;
  /** null until received. */
  disposition: ReturnDisposition | null;
  /**
   * What these units paid, tax included: the line's total and tax in proportion, the last units
   * of a line taking what remains so a line returned in parts refunds exactly what it paid.
   */
  amount: number;
}

export interface ReturnStaffName {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
}

export interface SaleReturn {
  id: number;
  purchase_id: number;
  kind: ReturnKind;
  status: ReturnStatus;
  /** `pos` for a return at the till, `web` for one asked online. */
  channel: 'web' | 'pos';
  lines: ReturnLine[];
  /** Σ lines' amount. */
  total_amount: number;
  /** The money that went back, per tender; empty until refunded. */
  refunds: Refund[];
  /** The purchase an exchange sold, and what the customer paid (+) or got back (−) on balance. */
  exchange_purchase_id: number | null;
  balance: number | null;
  /** Cash handed over for a positive balance, and the change due; else null. */
  amount_tendered: number | null;
  change_due: number | null;
  receipt: boolean;
  note: string | null;
  /** Who asked (the customer online), who took it at the till or received it, who refunded. */
  created_by: ReturnStaffName | null;
  received_by: ReturnStaffName | null;
  refunded_by: ReturnStaffName | null;
  approved_by: ReturnStaffName | null;
  /** ISO 8601. */
  created_at: string;
  received_at: string | null;
  refunded_at: string | null;
}

export interface ReturnResponse {
  return: SaleReturn;
}

export interface ReturnList extends Page {
  returns: SaleReturn[];
}

/**
 * What a purchase answer adds for returns: per item, the units already returned or asked back
 * (so a screen offers only what is left), and the purchase's returns.
 */
export interface PurchaseReturnFields {
  /** Per purchase item id: units returned or cancelled (refunded or received) plus those requested. */
  returned_quantities: Record<number, number>;
  returns: SaleReturn[];
  /** Σ refunds so far. */
  refunded_amount: number;
  /**
   * What the customer still owes on an unpaid order (payment pending or failed): the total less
   * the lines cancelled meanwhile (docs/product/returns.md#cancelling-lines-of-a-web-order); 0
   * once paid.
   */
  amount_due: number;
}
