import type { DailyProfit } from '@shop/contracts';
import { tokens } from '@shop/ui';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT } from './chart-panel';
import { axisDay, axisDollars, tooltipDay, tooltipDollars } from './chart-format';

/**
 * Each day's revenue as a stack of cost and profit (recharts, lazily loaded, accessibility
 * layer on: focus the chart and step through the days with the arrow keys).
 */
export default function ProfitChart({ days }: { days: DailyProfit[] }) {
  return (
    <BarChart
      responsive
      style={{ width: '100%', height: CHART_HEIGHT }}
      data={days}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      title="Daily profit"
      desc="Each day's revenue split into cost and profit, in dollars"
    >
      <CartesianGrid stroke={tokens.color.line} vertical={false} />
      <XAxis dataKey="date" tickFormatter={axisDay} minTickGap={16} />
      <YAxis tickFormatter={axisDollars} width={64} />
      <Tooltip
        labelFormatter={tooltipDay}
        formatter={(value, name) => [tooltipDollars(value), name]}
      />
      <Legend />
      <Bar
        dataKey="total_cost"
        name="Cost"
        stackId="revenue"
        fill={tokens.color.subtle}
        isAnimationActive={false}
      />
      <Bar
        dataKey="total_profit"
        name="Profit"
        stackId="revenue"
        fill={tokens.color.brand}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
