import { BadRequestException, ForbiddenException } from '@nestjs/common';
import {
  dollarsToCents,
  hasRole,
  pointOfSaleNotes,
  POS_STAFF_ONLY,
  reachableEmail,
  settleSplit,
  tenderedTooLowMessage,
  type CreatePurchaseRequest,
} from '@shop/contracts';
import type { Buyer, Sale, SaleLine } from './checkout-statements';
import type { TenderView } from './purchase-tenders';
import { openingState } from './purchase-status';
import { NO_SALE_DISCOUNT } from './till-discounts/till-discount-sale';

/**
 * The sale as it will be written. A till sale (`channel: "pos"`) is staff's alone, names
 * its cashier, keeps the customer's details as fields and in the notes, and for cash checks
 * the amount tendered against the total the server priced.
 */
export function saleOf(
  request: CreatePurchaseRequest,
  buyer: Buyer,
  order: {
    lines: SaleLine[];
    totalCents: number;
    taxCents: number;
    shippingCents: number;
    discountCents: number;
    code: string | null;
  },
  now: Date,
  account: Buyer | null = null,
): Sale {
  const totalAmountCents = order.totalCents;
  const sale: Sale = {
    id: 0,
    user: buyer,
    items: order.lines,
    totalAmountCents,
    taxCents: order.taxCents,
    shippingCents: order.shippingCents,
    discountCode: order.code,
    discountCents: order.discountCents,
    ...openingState(buyer.role, request.payment_method),
    paymentMethod: request.payment_method,
    notes: request.notes || null,
    createdAt: now,
    channel: 'web',
    customerName: null,
    customerEmail: null,
    customerPhone: null,
    amountTenderedCents: null,
    cashier: null,
    paymentDueAt: null,
    registerSessionId: null,
    tenders: [],
    ...NO_SALE_DISCOUNT,
  };
  if (request.channel !== 'pos') return sale;

  if (!hasRole(buyer.role, 'staff')) throw new ForbiddenException(POS_STAFF_ONLY);
  const { tendered, tenders } = tillTenders(request, totalAmountCents);
  // An attached customer's details stand in for any the cashier left blank, so every screen
  // names them as it names a walk-in who gave theirs (docs/product/point-of-sale.md#customers-at-the-till).
  const customer = {
    customerName: request.customer_name ?? (account && `${account.firstName} ${account.lastName}`),
    customerEmail: request.customer_email ?? (account && reachableEmail(account.email)),
    customerPhone: request.customer_phone ?? account?.phone ?? null,
  };
  const notes = [
    pointOfSaleNotes({
      customer_name: customer.customerName,
      customer_email: customer.customerEmail,
      customer_phone: customer.customerPhone,
    }),
    request.notes,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    ...sale,
    ...customer,
    ...openingState('staff', request.payment_method),
    channel: 'pos',
    notes,
    amountTenderedCents: tendered,
    tenders,
    // Filed under the attached customer's account (their purchase history), else the cashier's
    // too: a walk-in has none (docs/decisions/0094-a-till-sale-names-its-cashier.md).
    user: account ?? buyer,
    cashier: buyer,
  };
}

/**
 * How a till sale is paid (docs/product/point-of-sale.md#split-tender): one method for the whole
 * total, cash covering it when an amount tendered is given; or a split, its card part less than the
 * total and its cash part (handed over) covering what the card leaves. The cash tender keeps what it
 * paid, net of change; the purchase keeps the cash handed over.
 */
function tillTenders(
  request: CreatePurchaseRequest,
  totalCents: number,
): { tendered: number | null; tenders: TenderView[] } {
  if (request.tenders) {
    const part = (method: 'cash' | 'card') =>
      dollarsToCents(request.tenders!.find((tender) => tender.method === method)!.amount);
    const split = settleSplit(totalCents, part('card'), part('cash'));
    if (!split.ok) throw new BadRequestException(split.error);
    return {
      tendered: split.cashTenderedCents,
      tenders: [
        { method: 'cash', amountCents: split.cashDueCents },
        { method: 'card', amountCents: split.cardCents },
      ],
    };
  }
  const tendered = request.amount_tendered == null ? null : dollarsToCents(request.amount_tendered);
  if (tendered !== null && tendered < totalCents)
    throw new BadRequestException(tenderedTooLowMessage(tendered, totalCents));
  return { tendered, tenders: [{ method: request.payment_method, amountCents: totalCents }] };
}
