import type { SalesReport as SalesAnswer } from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { Empty } from '@shop/ui/data';
import { ReportBody } from '../report-body';
import { csvName, ReportExport } from '../report-export';
import type { ReportParams } from '../range/use-report-params';
import { useGetSalesReportQuery } from '../reports.api';
import { DailySalesPanel } from './daily-sales-panel';
import { SalesCards } from './sales-cards';
import { SalesTaxTable } from './sales-tax-table';
import { DiscountCodesTable } from './discount-codes-table';
import { ReturnsTable } from './returns-table';
import { TopProductsTable } from './top-products-table';

function SalesView({ report }: { report: SalesAnswer }) {
  const { start_date: start, end_date: end } = report;
  const range = { start_date: start, end_date: end };
  return (
    <>
      <SalesCards report={report} />
      {report.summary.total_orders === 0 ? (
        <Empty description="No sales in this period" />
      ) : (
        <>
          <DailySalesPanel
            days={report.daily_sales}
            export={
              <ReportExport
                label="Export Sales CSV"
                args={{ report: 'sales', table: 'daily_sales', ...range }}
                fileName={csvName('sales', start, end)}
              />
            }
          />
          <TopProductsTable
            products={report.top_products}
            export={
              <ReportExport
                label="Export Top Products CSV"
                args={{ report: 'sales', table: 'top_products', ...range }}
                fileName={csvName('sales-top-products', start, end)}
              />
            }
          />
          <SalesTaxTable
            tax={report.tax}
            export={
              <ReportExport
                label="Export Tax CSV"
                args={{ report: 'sales', table: 'tax', ...range }}
                fileName={csvName('sales-tax', start, end)}
              />
            }
          />
          <DiscountCodesTable codes={report.discount_codes} till={report.till_discounts} />
        </>
      )}
      {/* Returns of earlier sales count in a period without sales of its own. */}
      <ReturnsTable returns={report.returns} />
    </>
  );
}

/**
 * The Sales Report tab: the figures (net sales beside gross), the days of the period, the top
 * sellers, the tax, the discount codes, the returns.
 */
export function SalesReport({ params }: { params: ReportParams }) {
  const query = useGetSalesReportQuery(
    {
      start_date: params.start,
      end_date: params.end,
      compare: params.compare ? 'previous_period' : undefined,
    },
    { skip: useSignedOut() },
  );
  return (
    <ReportBody name="sales report" query={query}>
      {(report) => <SalesView report={report} />}
    </ReportBody>
  );
}
