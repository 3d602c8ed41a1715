import { formatCents } from '@shop/contracts';
import { escapeHtml } from './shop-details';

/** One line of an order as the e-mails list it; amounts in cents. */
export interface MailLine {
  name: string;
  quantity: number;
  /** The line's total before tax. */
  totalCents: number;
  taxCents: number;
}

/** A label and an amount under the lines: subtotal, tax, shipping, total, a tender. */
export type MailSum = readonly [label: string, cents: number];

export function linesText(lines: readonly MailLine[], sums: readonly MailSum[]): string {
  return [
    ...lines.map((line) => `${line.quantity} × ${line.name}  ${formatCents(line.totalCents)}`),
    '',
    ...sums.map(([label, cents]) => `${label}: ${formatCents(cents)}`),
  ].join('\n');
}

export function linesHtml(lines: readonly MailLine[], sums: readonly MailSum[]): string {
  const row = (left: string, right: string) =>
    `<tr><td>${left}</td><td style="text-align:right">${right}</td></tr>`;
  return (
    '<table style="border-collapse:collapse;min-width:320px">' +
    lines
      .map((line) =>
        row(`${line.quantity} × ${escapeHtml(line.name)}`, formatCents(line.totalCents)),
      )
      .join('') +
    sums.map(([label, cents]) => row(escapeHtml(label), formatCents(cents))).join('') +
    '</table>'
  );
}
