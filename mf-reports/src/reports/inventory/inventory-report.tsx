import type { InventoryRecord, InventoryReport as InventoryAnswer } from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { formatPrice, useShopDates } from '@shop/ui';
import { Empty, StockStatusTag, Table, type TableColumnsType } from '@shop/ui/data';
import { ReportBody } from '../report-body';
import { ReportExport } from '../report-export';
import { ReportSection } from '../report-section';
import { useGetInventoryReportQuery } from '../reports.api';
import { SummaryCard, SummaryCards } from '../summary-card';

const columns: TableColumnsType<InventoryRecord> = [
  { title: 'Product', key: 'name', render: (_, record) => record.product.name },
  { title: 'SKU', key: 'sku', render: (_, record) => record.product.sku },
  { title: 'Stock', dataIndex: 'quantity_in_stock', align: 'right' },
  { title: 'Minimum', dataIndex: 'minimum_stock_level', align: 'right' },
  { title: 'Reorder', dataIndex: 'suggested_reorder_quantity', align: 'right' },
  {
    title: 'Status',
    dataIndex: 'stock_status',
    render: (status: InventoryRecord['stock_status']) => <StockStatusTag status={status} />,
  },
];

const count = (value: number) => value.toLocaleString('en-US');

function InventoryView({ report }: { report: InventoryAnswer }) {
  const { today } = useShopDates();
  const { summary, low_stock_items: items } = report;
  return (
    <>
      <SummaryCards>
        <SummaryCard title="Total Products" value={count(summary.total_products)} />
        <SummaryCard title="Low Stock Count" value={count(summary.low_stock_count)} />
        <SummaryCard title="Out of Stock" value={count(summary.out_of_stock_count)} />
        <SummaryCard title="Inventory Value" value={formatPrice(summary.total_inventory_value)} />
      </SummaryCards>
      <ReportSection
        title="Low Stock Items"
        actions={
          <ReportExport
            label="Export Inventory CSV"
            args={{ report: 'inventory' }}
            fileName={`inventory-report-${today()}.csv`}
          />
        }
      >
        {items.length === 0 ? (
          <Empty description="Every product is above its minimum stock level" />
        ) : (
          <Table
            rowKey="id"
            size="small"
            scroll={{ x: 'max-content' }}
            columns={columns}
            dataSource={items}
            pagination={items.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          />
        )}
      </ReportSection>
    </>
  );
}

/**
 * The Inventory Report tab: stock as it is now (no period), counted with the one
 * definition of the stock states, and the products at or below their minimum.
 */
export function InventoryReport() {
  const query = useGetInventoryReportQuery(undefined, { skip: useSignedOut() });
  return (
    <ReportBody name="inventory report" query={query}>
      {(report) => <InventoryView report={report} />}
    </ReportBody>
  );
}
