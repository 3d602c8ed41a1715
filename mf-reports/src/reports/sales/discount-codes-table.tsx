import type { CodeSales, TillDiscountSales } from '@shop/contracts';
import { formatPrice, Text, tokens } from '@shop/ui';
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
 * (docs/product/reports.md#discount-codes), then the till's discounts; sales elsewhere in the
 * report are before them.
 */
export function DiscountCodesTable({
  codes,
  till,
}: {
  codes: CodeSales[];
  till: TillDiscountSales;
}) {
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
      <Text as="p" style={{ marginTop: tokens.space.sm }}>
        {till.sales
          ? `Discounts at the till: ${till.sales} ${till.sales === 1 ? 'sale' : 'sales'}, ${formatPrice(till.discount)} off`
          : 'No discounts were given at the till in this period'}
      </Text>
    </ReportSection>
  );
}
