import { formatCents, type ShopSettings } from '@shop/contracts';
import { linesHtml, linesText, type MailLine } from './mail-lines';
import type { OutgoingMail } from './mail-outbox';
import { composeHtml, composeText, escapeHtml } from './shop-details';

/**
 * The web order's e-mails (docs/product/e-mails.md): each a pure function of the shop's settings
 * and the facts, so the modules that send them (checkout, fulfilment, returns) only queue what
 * these return, in their own transaction (mail-outbox.ts).
 */

export interface OrderConfirmationFacts {
  to: string;
  purchaseId: number;
  customerName: string;
  lines: readonly MailLine[];
  subtotalCents: number;
  /** What a discount code took off, and the code; 0 and null without one. */
  discountCents?: number;
  discountCode?: string | null;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  /** `cash` (on delivery) or `card`. */
  paymentMethod: string;
}

export function orderConfirmationMail(shop: ShopSettings, o: OrderConfirmationFacts): OutgoingMail {
  const discount = o.discountCents ?? 0;
  const sums = [
    ['Subtotal', o.subtotalCents],
    // Shown as taken off, so the sums read down to the total.
    ...(discount > 0
      ? [[o.discountCode ? `Discount (${o.discountCode})` : 'Discount', -discount] as const]
      : []),
    ['Tax', o.taxCents],
    ['Shipping', o.shippingCents],
    ['Total', o.totalCents],
  ] as const;
  const paying = o.paymentMethod === 'cash' ? 'Cash on delivery' : 'Credit/Debit Card';
  const intro = `Thank you for your order, ${o.customerName}. We have received order #${o.purchaseId}.`;
  return {
    kind: 'order_confirmation',
    to: o.to,
    subject: `${shop.name}: order #${o.purchaseId} confirmed`,
    text: composeText(shop, [intro, linesText(o.lines, sums), `Payment: ${paying}`]),
    html: composeHtml(
      shop,
      `<p>${escapeHtml(intro)}</p>${linesHtml(o.lines, sums)}<p>Payment: ${paying}</p>`,
    ),
  };
}

export interface ShippedFacts {
  to: string;
  purchaseId: number;
  customerName: string;
  carrier: string;
  trackingNumber: string;
}

export function shippedMail(shop: ShopSettings, s: ShippedFacts): OutgoingMail {
  const intro = `Good news, ${s.customerName}: order #${s.purchaseId} is on its way.`;
  const tracking = `Carrier: ${s.carrier}\nTracking number: ${s.trackingNumber}`;
  return {
    kind: 'shipped',
    to: s.to,
    subject: `${shop.name}: order #${s.purchaseId} has shipped`,
    text: composeText(shop, [intro, tracking]),
    html: composeHtml(
      shop,
      `<p>${escapeHtml(intro)}</p><p>Carrier: ${escapeHtml(s.carrier)}<br>` +
        `Tracking number: <strong>${escapeHtml(s.trackingNumber)}</strong></p>`,
    ),
  };
}

export interface RefundFacts {
  to: string;
  purchaseId: number;
  customerName: string;
  amountCents: number;
  /** How the money goes back, e.g. "Credit/Debit Card" or "Cash". */
  method: string;
  reason: string | null;
}

export function refundMail(shop: ShopSettings, r: RefundFacts): OutgoingMail {
  const amount = formatCents(r.amountCents);
  const intro = `${r.customerName}, we have refunded ${amount} for order #${r.purchaseId} (${r.method}).`;
  const why = r.reason ? `Reason: ${r.reason}` : '';
  return {
    kind: 'refund',
    to: r.to,
    subject: `${shop.name}: refund of ${amount} for order #${r.purchaseId}`,
    text: composeText(shop, [intro, why]),
    html: composeHtml(shop, `<p>${escapeHtml(intro)}</p>${why && `<p>${escapeHtml(why)}</p>`}`),
  };
}

export interface ReturnReceivedFacts {
  to: string;
  purchaseId: number;
  customerName: string;
  /** What came back. */
  items: readonly { name: string; quantity: number }[];
}

export function returnReceivedMail(shop: ShopSettings, r: ReturnReceivedFacts): OutgoingMail {
  const intro = `${r.customerName}, we have received your return for order #${r.purchaseId}:`;
  const items = r.items.map((item) => `${item.quantity} × ${item.name}`);
  return {
    kind: 'return_received',
    to: r.to,
    subject: `${shop.name}: return received for order #${r.purchaseId}`,
    text: composeText(shop, [intro, items.join('\n')]),
    html: composeHtml(
      shop,
      `<p>${escapeHtml(intro)}</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
    ),
  };
}
