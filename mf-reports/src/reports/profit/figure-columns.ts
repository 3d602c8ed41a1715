import type { CategoryProfit } from '@shop/contracts';
import { formatPrice } from '@shop/ui';
import type { TableColumnsType } from '@shop/ui/data';

type Figures = Pick<
  CategoryProfit,
  'total_revenue' | 'total_cost' | 'total_profit' | 'profit_margin'
>;

const money = (value: number) => formatPrice(value);
/**
 * Revenue, Cost, Profit and Margin: the columns every profit table ends with (by category,
 * by channel, by day).
 */
export function figureColumns<Row extends Figures>(): TableColumnsType<Row> {
  return [
    { title: 'Revenue', dataIndex: 'total_revenue', align: 'right', render: money },
    { title: 'Cost', dataIndex: 'total_cost', align: 'right', render: money },
    { title: 'Profit', dataIndex: 'total_profit', align: 'right', render: money },
    {
      title: 'Margin',
      dataIndex: 'profit_margin',
      align: 'right',
      render: (margin: number) => `${margin.toFixed(1)}%`,
    },
  ];
}
