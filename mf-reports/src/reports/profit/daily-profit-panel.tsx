import type { DailyProfit, ProfitReport } from '@shop/contracts';
import { formatPrice, formatShopDay } from '@shop/ui';
import { Table, type TableColumnsType } from '@shop/ui/data';
import { ChartPanel } from '../charts/chart-panel';
import { ProfitChart } from '../charts/lazy-charts';
import { csvName, ReportExport } from '../report-export';
import { figureColumns } from './figure-columns';

const columns: TableColumnsType<DailyProfit> = [
  { title: 'Date', dataIndex: 'date', render: (date: string) => formatShopDay(date) },
  { title: 'Orders', dataIndex: 'orders', align: 'right' },
  ...figureColumns<DailyProfit>(),
];

/** The chart's one line in words: the profit, the margin, the best day. */
export function dailyProfitSummary({ profit_summary: summary, daily }: ProfitReport): string {
  const best = daily.reduce((top, day) => (day.total_profit > top.total_profit ? day : top));
  const span = daily.length === 1 ? '1 day' : `${daily.length} days`;
  return `${formatPrice(summary.total_profit)} profit on ${formatPrice(summary.total_revenue)} of revenue over ${span} (${summary.profit_margin.toFixed(1)}% margin); the best day was ${formatShopDay(best.date)} (${formatPrice(best.total_profit)}).`;
}

/** Daily Profit: each day's cost and profit as stacked bars, or the days as a table. */
export function DailyProfitPanel({ report }: { report: ProfitReport }) {
  const { start_date: start, end_date: end } = report;
  return (
    <ChartPanel
      title="Daily Profit"
      summary={dailyProfitSummary(report)}
      actions={
        <ReportExport
          label="Export Profit CSV"
          args={{ report: 'profit', table: 'daily', start_date: start, end_date: end }}
          fileName={csvName('profit', start, end)}
        />
      }
      chart={<ProfitChart days={report.daily} />}
      table={
        <Table
          rowKey="date"
          size="small"
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={report.daily}
          pagination={report.daily.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
        />
      }
    />
  );
}
