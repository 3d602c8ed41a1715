import {
  CASH_MOVEMENT_LABELS,
  dollarsToCents,
  formatDollars,
  overShortLabel,
  US_DENOMINATIONS,
  type DrawerPerson,
  type DrawerReport,
} from '@shop/contracts';
import { ShopTime, tokens } from '@shop/ui';
import { PastMidnightFlag } from './past-midnight-flag';

const STYLES = `
  .drawer-report { display: grid; gap: var(--shop-space-lg); }
  .drawer-report table { width: 100%; border-collapse: collapse; }
  .drawer-report th, .drawer-report td { padding: var(--shop-space-xxs) var(--shop-space-xs);
    text-align: left; border-bottom: 1px solid var(--shop-line); }
  .drawer-report .amount { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .drawer-report h3 { margin: 0 0 var(--shop-space-xs); font-size: var(--shop-font-size-md); }
  .drawer-report dl { display: grid; grid-template-columns: max-content 1fr; gap: var(--shop-space-xxs) var(--shop-space-md); margin: 0; }
  .drawer-report dd { margin: 0; }
`;

export const personName = (who: DrawerPerson) =>
  [who.first_name, who.last_name].filter(Boolean).join(' ') || who.username;
const TENDERS = { cash: 'Cash', card: 'Card' } as const;
const money = (amount: number | null) => (amount === null ? '—' : formatDollars(amount));
const overShort = (amount: number | null) =>
  amount === null ? '—' : overShortLabel(dollarsToCents(amount));

/**
 * An X or Z report as the till and the registers screen show and print it
 * (docs/product/registers.md#x-and-z-reports): the session, the sales, the tenders with what each
 * should hold (and on a Z report what was counted, over or short), the cashiers, the cash moved,
 * the count and the note.
 */
export function DrawerReportView({ report }: { report: DrawerReport }) {
  const { sales } = report;
  return (
    <div className="drawer-report">
      <style href="drawer-report" precedence="default">
        {STYLES}
      </style>
      <section aria-label="Session">
        <dl>
          <dt>Register</dt>
          <dd>{report.register.name}</dd>
          <dt>Opened</dt>
          <dd>
            <ShopTime at={report.opened_at} format="dateTime" />, {personName(report.opened_by)}
          </dd>
          {report.closed_at && report.closed_by && (
            <>
              <dt>Closed</dt>
              <dd>
                <ShopTime at={report.closed_at} format="dateTime" />, {personName(report.closed_by)}
              </dd>
            </>
          )}
          <dt>Float</dt>
          <dd>{formatDollars(report.float)}</dd>
        </dl>
        {report.past_midnight && (
          <p style={{ margin: `${tokens.space.xs} 0 0` }}>
            <PastMidnightFlag />
          </p>
        )}
      </section>
      <section aria-labelledby="drawer-report-sales">
        <h3 id="drawer-report-sales">Sales</h3>
        <dl>
          <dt>Sales</dt>
          <dd>{sales.count}</dd>
          <dt>Gross</dt>
          <dd>{formatDollars(sales.gross)}</dd>
          <dt>Discounts</dt>
          <dd>{formatDollars(sales.discounts)}</dd>
          <dt>Net</dt>
          <dd>{formatDollars(sales.net)}</dd>
          <dt>Tax</dt>
          <dd>{formatDollars(sales.tax)}</dd>
          <dt>Total</dt>
          <dd>{formatDollars(sales.total)}</dd>
          <dt>Refunds</dt>
          <dd>
            {report.refunds.count} ({formatDollars(report.refunds.total)})
          </dd>
        </dl>
      </section>
      <section aria-labelledby="drawer-report-tenders">
        <h3 id="drawer-report-tenders">By tender</h3>
        <table>
          <thead>
            <tr>
              <th scope="col">Tender</th>
              <th scope="col" className="amount">
                Sales
              </th>
              <th scope="col" className="amount">
                Refunds
              </th>
              <th scope="col" className="amount">
                Expected
              </th>
              <th scope="col" className="amount">
                Counted
              </th>
              <th scope="col" className="amount">
                Over or short
              </th>
            </tr>
          </thead>
          <tbody>
            {report.tenders.map((tender) => (
              <tr key={tender.method}>
                <th scope="row">{TENDERS[tender.method]}</th>
                <td className="amount">
                  {formatDollars(tender.sales)} ({tender.sales_count})
                </td>
                <td className="amount">{formatDollars(tender.refunds)}</td>
                <td className="amount">{formatDollars(tender.expected)}</td>
                <td className="amount">{money(tender.counted)}</td>
                <td className="amount">{overShort(tender.over_short)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="drawer-report-cashiers">
        <h3 id="drawer-report-cashiers">By cashier</h3>
        {report.cashiers.length === 0 ? (
          <p style={{ margin: 0 }}>No sales yet.</p>
        ) : (
          <table>
            <tbody>
              {report.cashiers.map((line) => (
                <tr key={line.cashier.id}>
                  <th scope="row">{personName(line.cashier)}</th>
                  <td className="amount">{line.sales_count} sales</td>
                  <td className="amount">{formatDollars(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <DrawerCash report={report} />
    </div>
  );
}

/** Cash in and out, the count by bill and coin, and the note. */
function DrawerCash({ report }: { report: DrawerReport }) {
  const counted = US_DENOMINATIONS.filter((d) => report.counted_denominations?.[d.key]);
  return (
    <section aria-labelledby="drawer-report-cash">
      <h3 id="drawer-report-cash">Cash in and out</h3>
      <dl>
        <dt>Cash in</dt>
        <dd>{formatDollars(report.cash_in)}</dd>
        <dt>Cash out</dt>
        <dd>{formatDollars(report.cash_out)}</dd>
      </dl>
      {report.movements.length > 0 && (
        <table style={{ marginTop: tokens.space.xs }}>
          <tbody>
            {report.movements.map((move) => (
              <tr key={move.id}>
                <td>
                  <ShopTime at={move.at} format="dateTime" />
                </td>
                <td>{CASH_MOVEMENT_LABELS[move.kind]}</td>
                <td>
                  {move.reason} ({personName(move.by)})
                </td>
                <td className="amount">{formatDollars(move.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {counted.length > 0 && (
        <>
          <h3 style={{ marginTop: tokens.space.md }}>Counted</h3>
          <dl>
            {counted.map((d) => [
              <dt key={`${d.key}-label`}>{d.label}</dt>,
              <dd key={d.key}>{report.counted_denominations?.[d.key]}</dd>,
            ])}
          </dl>
        </>
      )}
      {report.note && (
        <p style={{ marginTop: tokens.space.md }}>
          <strong>Note:</strong> {report.note}
        </p>
      )}
    </section>
  );
}
