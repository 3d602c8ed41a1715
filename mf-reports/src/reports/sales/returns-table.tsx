import {
  RETURN_REASON_LABELS,
  type ProductReturns,
  type ReasonReturns,
  type ReturnReportReason,
  type SalesReturns,
} from '@shop/contracts';
import { formatPrice, Text, tokens } from '@shop/ui';
import { Table, type TableColumnsType } from '@shop/ui/data';
import { ReportSection } from '../report-section';

const REASON_LABELS: Readonly<Record<ReturnReportReason, string>> = {
  ...RETURN_REASON_LABELS,
  cancellation: 'Cancelled before shipping',
};

const amount = {
  title: 'Amount',
  dataIndex: 'amount',
  align: 'right',
  render: (dollars: number) => formatPrice(dollars),
} as const;

const reasonColumns: TableColumnsType<ReasonReturns> = [
  {
    title: 'Reason',
    dataIndex: 'reason',
    render: (reason: ReturnReportReason) => REASON_LABELS[reason],
  },
  { title: 'Units', dataIndex: 'quantity', align: 'right' },
  amount,
];

const productColumns: TableColumnsType<ProductReturns> = [
  { title: 'Product', dataIndex: 'name' },
  { title: 'SKU', dataIndex: 'sku' },
  { title: 'Units', dataIndex: 'quantity', align: 'right' },
  amount,
];

const SUBTITLE = { margin: `0 0 ${tokens.space.xs}px`, fontSize: tokens.fontSize.sm } as const;

const units = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * Returns: what the period's refunded returns took back (docs/product/returns.md#in-the-reports),
 * before tax as sales are, counted on the day of their refund; by reason and the products most
 * returned.
 */
export function ReturnsTable({ returns }: { returns: SalesReturns }) {
  return (
    <ReportSection title="Returns">
      {returns.count === 0 ? (
        <Text>No returns in this period</Text>
      ) : (
        <>
          <Text>
            {units(returns.count, 'return', 'returns')} of{' '}
            {units(returns.quantity, 'unit', 'units')} took back {formatPrice(returns.total)} before
            tax ({formatPrice(returns.tax)} tax given back), counted on the day of their refund.
          </Text>
          <div style={{ display: 'grid', gap: tokens.space.lg }}>
            <div>
              <h3 style={SUBTITLE}>By reason</h3>
              <Table
                rowKey="reason"
                size="small"
                scroll={{ x: 'max-content' }}
                columns={reasonColumns}
                dataSource={returns.by_reason}
                pagination={false}
              />
            </div>
            <div>
              <h3 style={SUBTITLE}>Products most returned</h3>
              <Table
                rowKey="product_id"
                size="small"
                scroll={{ x: 'max-content' }}
                columns={productColumns}
                dataSource={returns.by_product}
                pagination={false}
              />
            </div>
          </div>
        </>
      )}
    </ReportSection>
  );
}
