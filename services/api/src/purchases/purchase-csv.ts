import {
  paymentMethodLabel,
  purchaseCashierName,
  purchaseCustomer,
  purchaseCustomerEmail,
  SALE_CHANNEL_LABELS,
  statusLabel,
  type Purchase,
} from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { csvMoney, defuseFormula } from '../common/csv-cells';

/**
 * The orders desk's export, in order (docs/product/purchases.md#the-orders-desk): the list's
 * columns in the desk's words (purchase-desk.ts of the contracts), then the figures of the sale.
 */
export const PURCHASE_CSV_HEADER = [
  'Order',
  'Date',
  'Channel',
  'Customer',
  'Customer email',
  'Cashier',
  'Items',
  'Subtotal',
  'Tax',
  'Shipping',
  'Total',
  'Payment method',
  'Tenders',
  'Status',
  'Payment status',
] as const;

/**
 * One row of a purchase. `Date` is the ISO instant (a spreadsheet sorts it); names and e-mails
 * were typed by customers and cashiers, so every text cell is defused.
 */
export function purchaseCsvRow(purchase: Purchase): (string | number)[] {
  return [
    purchase.id,
    purchase.created_at,
    SALE_CHANNEL_LABELS[purchase.channel],
    defuseFormula(purchaseCustomer(purchase)),
    defuseFormula(purchaseCustomerEmail(purchase) ?? ''),
    defuseFormula(purchaseCashierName(purchase) ?? ''),
    purchase.items.reduce((pieces, item) => pieces + item.quantity, 0),
    csvMoney(purchase.subtotal),
    csvMoney(purchase.tax),
    csvMoney(purchase.shipping_amount),
    csvMoney(purchase.total_amount),
    paymentMethodLabel(purchase),
    tendersCell(purchase),
    statusLabel(purchase.status),
    statusLabel(purchase.payment_status),
  ];
}

/**
 * What each tender paid of the total, cash first (docs/product/reports.md#payment-methods):
 * "cash 12.00; card 20.00" for a split sale, "card 32.00" for one paid by one method.
 */
function tendersCell(purchase: Purchase): string {
  return purchase.tenders.map((part) => `${part.method} ${csvMoney(part.amount)}`).join('; ');
}

/** The whole file: a header and a row per purchase, CRLF line ends (RFC 4180). */
export function purchaseCsv(purchases: readonly Purchase[]): string {
  return stringify([[...PURCHASE_CSV_HEADER], ...purchases.map(purchaseCsvRow)], {
    record_delimiter: 'windows',
  });
}
