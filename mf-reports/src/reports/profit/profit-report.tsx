import { comparisonRange, type ProfitReport as ProfitAnswer } from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { Empty } from '@shop/ui/data';
import { ReportBody } from '../report-body';
import type { ReportParams } from '../range/use-report-params';
import { useGetProfitReportQuery } from '../reports.api';
import { ProfitBreakdown } from './profit-breakdown';
import { ProfitCards } from './profit-cards';
import { DailyProfitPanel } from './daily-profit-panel';

function ProfitView({ report, previous }: { report: ProfitAnswer; previous?: ProfitAnswer }) {
  const sold = report.daily.some((day) => day.orders > 0);
  return (
    <>
      <ProfitCards summary={report.profit_summary} previous={previous?.profit_summary} />
      {sold ? (
        <>
          <DailyProfitPanel report={report} />
          <ProfitBreakdown report={report} />
        </>
      ) : (
        <Empty description="No sales in this period" />
      )}
    </>
  );
}

/**
 * The Profit Report tab: revenue at the prices charged, cost at the time of sale, and the
 * profit by day, category and channel. With the comparison on, the same report for the
 * period just before gives each card its change.
 */
export function ProfitReport({ params }: { params: ReportParams }) {
  const signedOut = useSignedOut();
  const range = { start_date: params.start, end_date: params.end };
  const query = useGetProfitReportQuery(range, { skip: signedOut });
  const previous = useGetProfitReportQuery(comparisonRange(range, 'previous_period'), {
    skip: signedOut || !params.compare,
  });
  return (
    <ReportBody name="profit report" query={query}>
      {(report) => (
        <ProfitView report={report} previous={params.compare ? previous.data : undefined} />
      )}
    </ReportBody>
  );
}
