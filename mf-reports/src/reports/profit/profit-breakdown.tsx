import {
  SALE_CHANNEL_LABELS,
  type CategoryProfit,
  type ChannelProfit,
  type ProfitReport,
} from '@shop/contracts';
import { tokens } from '@shop/ui';
import { Table, type TableColumnsType } from '@shop/ui/data';
import { csvName, ReportExport } from '../report-export';
import { figureColumns } from './figure-columns';
import { ReportSection } from '../report-section';

const categoryColumns: TableColumnsType<CategoryProfit> = [
  { title: 'Category', dataIndex: 'category_name' },
  ...figureColumns<CategoryProfit>(),
];
const channelColumns: TableColumnsType<ChannelProfit> = [
  {
    title: 'Channel',
    dataIndex: 'channel',
    render: (channel: ChannelProfit['channel']) => SALE_CHANNEL_LABELS[channel],
  },
  ...figureColumns<ChannelProfit>(),
];

/** The profit by category and by channel, side by side where they fit, each with its export. */
export function ProfitBreakdown({ report }: { report: ProfitReport }) {
  const { start_date: start, end_date: end } = report;
  const range = { start_date: start, end_date: end };
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(420px, 100%), 1fr))',
        columnGap: tokens.space.md,
      }}
    >
      <ReportSection
        title="Profit by Category"
        actions={
          <ReportExport
            label="Export Categories CSV"
            args={{ report: 'profit', table: 'by_category', ...range }}
            fileName={csvName('profit-by-category', start, end)}
          />
        }
      >
        <Table
          rowKey="category_id"
          size="small"
          scroll={{ x: 'max-content' }}
          columns={categoryColumns}
          dataSource={report.by_category}
          pagination={false}
        />
      </ReportSection>
      <ReportSection
        title="Profit by Channel"
        actions={
          <ReportExport
            label="Export Channels CSV"
            args={{ report: 'profit', table: 'by_channel', ...range }}
            fileName={csvName('profit-by-channel', start, end)}
          />
        }
      >
        <Table
          rowKey="channel"
          size="small"
          scroll={{ x: 'max-content' }}
          columns={channelColumns}
          dataSource={report.by_channel}
          pagination={false}
        />
      </ReportSection>
    </div>
  );
}
