import { percentChange, type ProfitSummary } from '@shop/contracts';
import { formatPrice } from '@shop/ui';
import { SummaryCard, SummaryCards, type Change } from '../summary-card';

type Money = 'total_revenue' | 'total_cost' | 'total_profit';

const TITLES: Record<Money, string> = {
  total_revenue: 'Total Revenue',
  total_cost: 'Total Cost',
  total_profit: 'Total Profit',
};

/** Total Revenue, Total Cost, Total Profit and Profit Margin, with changes when comparing. */
export function ProfitCards({
  summary,
  previous,
}: {
  summary: ProfitSummary;
  previous?: ProfitSummary;
}) {
  const change = (field: Money): Change | undefined =>
    previous && {
      percent: percentChange(summary[field], previous[field]),
      previous: formatPrice(previous[field]),
    };
  return (
    <SummaryCards>
      {(Object.keys(TITLES) as Money[]).map((field) => (
        <SummaryCard
          key={field}
          title={TITLES[field]}
          value={formatPrice(summary[field])}
          change={change(field)}
        />
      ))}
      <SummaryCard
        title="Profit Margin"
        value={`${summary.profit_margin.toFixed(1)}%`}
        note={previous && `Previous period: ${previous.profit_margin.toFixed(1)}%`}
      />
    </SummaryCards>
  );
}
