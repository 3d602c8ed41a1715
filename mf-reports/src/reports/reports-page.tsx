import { SALES_RULE } from '@shop/contracts';
import { api, useAppDispatch, useCan } from '@shop/shop-state';
import { PageFrame, PageLoading, Text, tokens, useShopDates } from '@shop/ui';
import { Tabs } from '@shop/ui/forms';
import { InventoryReport } from './inventory/inventory-report';
import { ProfitReport } from './profit/profit-report';
import { RangePicker } from './range/range-picker';
import { formatRange } from './range/report-range';
import { REPORT_TABS, useReportParams, type ReportTab } from './range/use-report-params';
import { SalesReport } from './sales/sales-report';

const TAB_LABELS: Record<ReportTab, string> = {
  sales: 'Sales Report',
  inventory: 'Inventory Report',
  profit: 'Profit Report',
};

/**
 * `/reports` for staff and admin (docs/product/reports.md): the period (a preset or two days),
 * Refresh, and the sales, inventory and profit reports as tabs, each with its export; the
 * inventory and profit tabs for those who see costs (docs/product/roles-and-rules.md#permissions). The
 * tab, the period and the comparison live in the URL. Only the open tab asks the API.
 * A preset counts from the shop's today, so the page waits for the shop's time zone.
 */
export function ReportsPage() {
  const { settled, today } = useShopDates();
  // Like the page's own lazy load: the same PageLoading, until the zone is known.
  if (!settled) return <PageLoading />;
  return <Reports today={today} />;
}

/** The inventory and profit reports show costs: only for holders of `see_costs`. */
const NEEDS_COSTS: ReadonlySet<ReportTab> = new Set(['inventory', 'profit']);

function Reports({ today }: { today: () => string }) {
  const [params, update] = useReportParams(today);
  const dispatch = useAppDispatch();
  const seesCosts = useCan('see_costs');
  const tabs = REPORT_TABS.filter((tab) => seesCosts || !NEEDS_COSTS.has(tab));
  // A link to a tab the user cannot open shows the sales report instead.
  const open = tabs.includes(params.tab) ? params.tab : 'sales';
  const refresh = () => dispatch(api.util.invalidateTags(['Report']));

  const report = (tab: ReportTab) => {
    if (tab === 'sales') return <SalesReport params={params} />;
    if (tab === 'inventory') return <InventoryReport />;
    return <ProfitReport params={params} />;
  };

  return (
    <PageFrame title="Reports">
      <Text muted>
        {SALES_RULE} Days are the shop&apos;s calendar days; a purchase counts on the day it was
        placed.
      </Text>
      <div style={{ margin: `${tokens.space.md}px 0` }}>
        <RangePicker params={params} onChange={update} onRefresh={refresh} />
        <p role="status" style={{ margin: `${tokens.space.xs}px 0 0`, fontWeight: 600 }}>
          {formatRange(params)}
        </p>
      </div>
      <Tabs
        activeKey={open}
        onChange={(key) => update({ tab: key as ReportTab })}
        destroyOnHidden
        items={tabs.map((tab) => ({
          key: tab,
          label: TAB_LABELS[tab],
          children: tab === open ? report(tab) : null,
        }))}
      />
    </PageFrame>
  );
}
