import type { ReactNode } from 'react';
import type { TopProduct } from '@shop/contracts';
import { formatPrice } from '@shop/ui';
import { Table, type TableColumnsType } from '@shop/ui/data';
import { ReportSection } from '../report-section';

const columns: TableColumnsType<TopProduct> = [
  { title: 'Product', dataIndex: 'name' },
  { title: 'SKU', dataIndex: 'sku' },
  { title: 'Quantity Sold', dataIndex: 'total_quantity', align: 'right' },
  {
    title: 'Revenue',
    dataIndex: 'total_revenue',
    align: 'right',
    render: (revenue: number) => formatPrice(revenue),
  },
];

/** Top Selling Products: the ten that sold most pieces, at the prices charged. */
export function TopProductsTable({
  products,
  export: exportButton,
}: {
  products: TopProduct[];
  export: ReactNode;
}) {
  return (
    <ReportSection title="Top Selling Products" actions={exportButton}>
      <Table
        rowKey="product_id"
        size="small"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={products}
        pagination={false}
      />
    </ReportSection>
  );
}
