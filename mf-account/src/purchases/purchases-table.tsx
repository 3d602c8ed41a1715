import type { Purchase } from '@shop/contracts';
import { ShopLink, Text, tokens } from '@shop/ui';
import { Table, type TableColumnsType } from '@shop/ui/data';
import { badgeColumn, orderColumn, totalColumn } from './purchase-columns';
import { customerName, formatOrderDateTime, orderNumber } from './purchase-labels';

const columns: TableColumnsType<Purchase> = [
  orderColumn,
  { title: 'Date', dataIndex: 'created_at', render: formatOrderDateTime },
  {
    title: 'Customer',
    key: 'customer',
    render: (_value, purchase) => customerName(purchase.user) ?? 'N/A',
  },
  totalColumn,
  badgeColumn('Status', 'status'),
  badgeColumn('Payment', 'payment_status'),
  {
    title: 'Details',
    key: 'details',
    render: (_value, { id }) => (
      // The visible words stay in the name (WCAG 2.5.3); the number tells rows apart.
      <ShopLink href={`/purchases/${id}`} aria-label={`View Details of order ${orderNumber(id)}`}>
        View Details
      </ShopLink>
    ),
  },
];

function NoPurchases() {
  return (
    <div style={{ padding: `${tokens.space.xl}px 0` }}>
      <Text style={{ fontWeight: 600, color: 'inherit' }}>No purchases found</Text>
      <Text muted>Your purchase history will appear here.</Text>
    </div>
  );
}

/** One page of purchases; `refreshing` dims it while a newer page loads. */
export function PurchasesTable({
  purchases,
  refreshing,
}: {
  purchases: Purchase[];
  refreshing: boolean;
}) {
  return (
    <Table<Purchase>
      rowKey="id"
      columns={columns}
      dataSource={purchases}
      loading={refreshing}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <NoPurchases /> }}
    />
  );
}
