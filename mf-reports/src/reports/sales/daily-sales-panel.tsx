import type { ReactNode } from 'react';
import { centsToDollars, dollarsToCents, sumCents, type DailySales } from '@shop/contracts';
import { formatPrice, formatShopDay } from '@shop/ui';
import { Table, type TableColumnsType } from '@shop/ui/data';
import { ChartPanel } from '../charts/chart-panel';
import { DailySalesChart } from '../charts/lazy-charts';

const columns: TableColumnsType<DailySales> = [
  { title: 'Date', dataIndex: 'date', render: (date: string) => formatShopDay(date) },
  { title: 'Orders', dataIndex: 'orders', align: 'right' },
  {
    title: 'Total',
    dataIndex: 'total',
    align: 'right',
    render: (total: number) => formatPrice(total),
  },
];

/** The chart's one line in words: the total, the best day, the days without a sale. */
export function dailySalesSummary(days: DailySales[]): string {
  const total = centsToDollars(sumCents(days.map((day) => dollarsToCents(day.total))));
  const best = days.reduce((top, day) => (day.total > top.total ? day : top), days[0]!);
  const quiet = days.filter((day) => day.orders === 0).length;
  const span = days.length === 1 ? '1 day' : `${days.length} days`;
  const quietText =
    quiet === 0 ? 'every day had sales' : quiet === 1 ? '1 day had none' : `${quiet} days had none`;
  return `${formatPrice(total)} over ${span}; the best day was ${formatShopDay(best.date)} (${formatPrice(best.total)}); ${quietText}.`;
}

/** Daily Sales: the line chart, or the same days as a table (date, orders, total). */
export function DailySalesPanel({
  days,
  export: exportButton,
}: {
  days: DailySales[];
  export: ReactNode;
}) {
  return (
    <ChartPanel
      title="Daily Sales"
      summary={dailySalesSummary(days)}
      actions={exportButton}
      chart={<DailySalesChart days={days} />}
      table={
        <Table
          rowKey="date"
          size="small"
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={days}
          pagination={days.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
        />
      }
    />
  );
}
