import type { SalesReport } from '@shop/contracts';
import { formatPrice } from '@shop/ui';
import { SummaryCard, SummaryCards } from '../summary-card';

const orders = (count: number) => count.toLocaleString('en-US');

const returnsNote = ({ returns, returns_count }: SalesReport['summary']) =>
  returns_count === 0
    ? 'Total Sales less returns: none in this period'
    : `Total Sales less ${formatPrice(returns)} of returns (${orders(returns_count)}), counted on the day of their refund`;

/**
 * Total Sales, Net Sales (less returns, docs/product/returns.md#in-the-reports), Total Orders,
 * Average Order Value, each but Net Sales with its change when comparing.
 */
export function SalesCards({ report }: { report: SalesReport }) {
  const { summary, comparison } = report;
  return (
    <SummaryCards>
      <SummaryCard
        title="Total Sales"
        value={formatPrice(summary.total_sales)}
        change={
          comparison && {
            percent: comparison.total_sales_change_percent,
            previous: formatPrice(comparison.summary.total_sales),
          }
        }
      />
      <SummaryCard
        title="Net Sales"
        value={formatPrice(summary.net_sales)}
        note={returnsNote(summary)}
      />
      <SummaryCard
        title="Total Orders"
        value={orders(summary.total_orders)}
        change={
          comparison && {
            percent: comparison.total_orders_change_percent,
            previous: orders(comparison.summary.total_orders),
          }
        }
      />
      <SummaryCard
        title="Average Order Value"
        value={formatPrice(summary.average_order_value)}
        change={
          comparison && {
            percent: comparison.average_order_value_change_percent,
            previous: formatPrice(comparison.summary.average_order_value),
          }
        }
      />
    </SummaryCards>
  );
}
