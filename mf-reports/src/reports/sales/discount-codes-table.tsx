import type { CodeSales } from '@shop/contracts';
import { formatPrice, tokens } from '@shop/ui';
import { Table, type TableColumnsType } from '@shop/ui/data';
import { ReportSection } from '../report-section';

const columns: TableColumnsType<CodeSales> = [
  { title: 'Code', dataIndex: 'code' },
  { title: 'Orders', dataIndex: 'orders', align: 'right' },
  {
    title: 'Discount Given',
    dataIndex: 'discount',
    align: 'right',
    render: (discount: number) => formatPrice(discount),
  },
];

/**
 * Discount Codes: each code's orders in the period and the discount they were given
 * (docs/product/reports.md#discount-codes); sales elsewhere in the report are before it.
 */
export function DiscountCodesTable({ codes }: { codes: CodeSales[] }) {
  return (
    <ReportSection title="Discount Codes">
      <Table
        rowKey="code"
        size="small"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={codes}
        pagination={false}
        // In the page's ink: antd's faint grey empty text fails the contrast check.
        locale={{
          emptyText: (
            <span style={{ color: tokens.color.ink }}>
              No orders used a discount code in this period
            </span>
          ),
        }}
      />
    </ReportSection>
  );
}
