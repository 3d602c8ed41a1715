import {
  CASH_MOVEMENT_LABELS,
  US_DENOMINATIONS,
  type DrawerPerson,
  type DrawerReport,
} from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { csvMoney, defuseFormula } from '../common/csv-cells';
import { shopDate } from '../reports/report-days';

export const Z_REPORT_CSV_HEADER = ['Section', 'Item', 'Value'] as const;

type Row = [string, string, string];

const person = (who: DrawerPerson | null) =>
  who ? `${who.first_name} ${who.last_name} (${who.username})`.trim() : '';
const TENDER_NAMES = { cash: 'Cash', card: 'Card' } as const;

/**
 * A Z report as one table of three columns (docs/decisions/0042-a-report-csv-is-one-table.md):
 * the section, the line and its value; money as plain dollars with two decimals, instants in ISO
 * 8601. Text typed by staff (names, reasons, the note) is defused.
 */
export function zReportCsv(report: DrawerReport): string {
  const rows: Row[] = [
    ['Session', 'Register', report.register.name],
    ['Session', 'Session', String(report.session_id)],
    ['Session', 'Opened at', report.opened_at],
    ['Session', 'Opened by', person(report.opened_by)],
    ['Session', 'Closed at', report.closed_at ?? ''],
    ['Session', 'Closed by', person(report.closed_by)],
    ['Session', 'Past midnight', report.past_midnight ? 'yes' : 'no'],
    ['Sales', 'Count', String(report.sales.count)],
    ['Sales', 'Gross', csvMoney(report.sales.gross)],
    ['Sales', 'Discounts', csvMoney(report.sales.discounts)],
    ['Sales', 'Net', csvMoney(report.sales.net)],
    ['Sales', 'Tax', csvMoney(report.sales.tax)],
    ['Sales', 'Total', csvMoney(report.sales.total)],
    ['Refunds', 'Count', String(report.refunds.count)],
    ['Refunds', 'Total', csvMoney(report.refunds.total)],
    ...report.tenders.flatMap((tender): Row[] => {
      const section = `Tender: ${TENDER_NAMES[tender.method]}`;
      return [
        [section, 'Sales count', String(tender.sales_count)],
        [section, 'Sales', csvMoney(tender.sales)],
        [section, 'Refunds', csvMoney(tender.refunds)],
        [section, 'Expected', csvMoney(tender.expected)],
        [section, 'Counted', tender.counted === null ? '' : csvMoney(tender.counted)],
        [section, 'Over or short', tender.over_short === null ? '' : csvMoney(tender.over_short)],
      ];
    }),
    ...report.cashiers.flatMap((line): Row[] => [
      [`Cashier: ${person(line.cashier)}`, 'Sales count', String(line.sales_count)],
      [`Cashier: ${person(line.cashier)}`, 'Total', csvMoney(line.total)],
    ]),
    ['Drawer', 'Float', csvMoney(report.float)],
    ['Drawer', 'Cash in', csvMoney(report.cash_in)],
    ['Drawer', 'Cash out', csvMoney(report.cash_out)],
    ...report.movements.map((move): Row => [
      `${CASH_MOVEMENT_LABELS[move.kind]}: ${move.at}`,
      `${move.reason} (${person(move.by)})`,
      csvMoney(move.kind === 'out' ? -move.amount : move.amount),
    ]),
    ...US_DENOMINATIONS.filter((d) => report.counted_denominations?.[d.key]).map((d): Row => [
      'Counted',
      d.label,
      String(report.counted_denominations?.[d.key] ?? 0),
    ]),
    ['Close', 'Note', report.note ?? ''],
  ];
  // Names, reasons and the note were typed by staff; a negative amount stays a number.
  const safe = rows.map((row) =>
    row.map((cell) => (/^-?\d+(\.\d+)?$/.test(cell) ? cell : defuseFormula(cell))),
  );
  return stringify([[...Z_REPORT_CSV_HEADER], ...safe], { record_delimiter: 'windows' });
}

/** `z-report-front-counter-2026-11-27-12.csv`: the register, the shop's day of the close, the session. */
export function zReportFileName(report: DrawerReport, timeZone: string): string {
  const slug = report.register.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const day = shopDate(new Date(report.closed_at ?? report.at), timeZone);
  return `z-report-${slug || 'register'}-${day}-${report.session_id}.csv`;
}
