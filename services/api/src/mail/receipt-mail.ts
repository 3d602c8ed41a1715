import { dollarsToCents, formatCents, type Purchase, type ShopSettings } from '@shop/contracts';
import { linesHtml, linesText, type MailSum } from './mail-lines';
import type { OutgoingMail } from './mail-outbox';
import { composeHtml, composeText, escapeHtml } from './shop-details';

const METHOD_LABELS: Record<string, string> = { cash: 'Cash', card: 'Card' };

/**
 * The tenders: the method and total (a split's card and cash parts, docs/product/point-of-sale.md#split-tender),
 * and at the till the cash handed over and the change.
 */
export function tenderLines(purchase: Purchase): MailSum[] {
  const parts =
    purchase.tenders.length > 1
      ? purchase.tenders
      : [{ method: purchase.payment_method, amount: purchase.total_amount }];
  const tenders: MailSum[] = parts.map((part): MailSum => [
    `Paid by ${METHOD_LABELS[part.method] ?? part.method}`,
    dollarsToCents(part.amount),
  ]);
  if (purchase.amount_tendered !== null)
    tenders.push(['Cash tendered', dollarsToCents(purchase.amount_tendered)]);
  if (purchase.change_due !== null) tenders.push(['Change', dollarsToCents(purchase.change_due)]);
  return tenders;
}

/** Who served: the staff member who rang up a till sale; a web order has none. */
export function cashierOf(purchase: Purchase): string | null {
  const cashier = purchase.cashier;
  return cashier ? cashier.first_name || cashier.username : null;
}

/**
 * A sale's receipt as an e-mail (docs/product/e-mails.md#e-mailing-a-receipt): the sale number,
 * when, the cashier, the lines with their tax, the totals and tenders, then the shop's details and
 * returns policy; the settings' receipt header and footer around it, as on the printed receipt.
 */
export function receiptMail(shop: ShopSettings, purchase: Purchase, to: string): OutgoingMail {
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: shop.time_zone,
  }).format(new Date(purchase.created_at));
  const cashier = cashierOf(purchase);
  const heading = [
    `Sale #${purchase.id}`,
    when,
    cashier && `Cashier: ${cashier}`,
    purchase.customer_name && `Customer: ${purchase.customer_name}`,
  ].filter((line): line is string => Boolean(line));
  const lines = purchase.items.map((item) => ({
    name: item.product.name,
    quantity: item.quantity,
    totalCents: dollarsToCents(item.total_price),
    taxCents: dollarsToCents(item.tax),
  }));
  const sums: MailSum[] = [
    ['Subtotal', dollarsToCents(purchase.subtotal)],
    ['Tax', dollarsToCents(purchase.tax)],
    ...(purchase.shipping_amount > 0
      ? [['Shipping', dollarsToCents(purchase.shipping_amount)] as const]
      : []),
    ['Total', dollarsToCents(purchase.total_amount)],
    ...tenderLines(purchase),
  ];
  const taxNotes = purchase.items
    .filter((item) => item.tax > 0)
    .map(
      (item) =>
        `${item.product.name}: ${item.tax_rate_name ?? 'Tax'} ${item.tax_rate}% ` +
        formatCents(dollarsToCents(item.tax)),
    );
  return {
    kind: 'receipt',
    to,
    subject: `${shop.name}: receipt for sale #${purchase.id}`,
    text: composeText(shop, [
      shop.receipt_header,
      heading.join('\n'),
      linesText(lines, sums),
      taxNotes.join('\n'),
      shop.receipt_footer,
    ]),
    html: composeHtml(
      shop,
      `<p><strong>${escapeHtml(shop.receipt_header)}</strong></p>` +
        `<p>${heading.map(escapeHtml).join('<br>')}</p>` +
        linesHtml(lines, sums) +
        (taxNotes.length ? `<p><small>${taxNotes.map(escapeHtml).join('<br>')}</small></p>` : '') +
        `<p>${escapeHtml(shop.receipt_footer)}</p>`,
    ),
  };
}
