import type { DailySales } from '@shop/contracts';
import { tokens } from '@shop/ui';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT } from './chart-panel';
import { axisDay, axisDollars, tooltipDay, tooltipDollars } from './chart-format';

/**
 * The daily sales line (recharts; loaded lazily, so only `/reports` ever fetches it).
 * recharts' accessibility layer is on: the chart takes focus and the arrow keys step
 * through the days, reading each one's tooltip.
 */
export default function DailySalesChart({ days }: { days: DailySales[] }) {
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: CHART_HEIGHT }}
      data={days}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      title="Daily sales"
      desc="Sales in dollars for each day of the period"
    >
      <CartesianGrid stroke={tokens.color.line} vertical={false} />
      <XAxis dataKey="date" tickFormatter={axisDay} minTickGap={16} />
      <YAxis tickFormatter={axisDollars} width={64} />
      <Tooltip
        labelFormatter={tooltipDay}
        formatter={(value, name) => [name === 'Sales' ? tooltipDollars(value) : value, name]}
      />
      <Line
        type="monotone"
        dataKey="total"
        name="Sales"
        stroke={tokens.color.brand}
        strokeWidth={2}
        dot={days.length <= 31}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
