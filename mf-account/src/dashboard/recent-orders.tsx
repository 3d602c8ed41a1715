import type { Purchase, PurchaseList } from '@shop/contracts';
import { LoadError, ShopLink, SkeletonBlock, Text } from '@shop/ui';
import { Table, type TableColumnsType } from '@shop/ui/data';
import { badgeColumn, orderColumn, totalColumn } from '../purchases/purchase-columns';
import { formatOrderDate, orderNumber } from '../purchases/purchase-labels';

const columns: TableColumnsType<Purchase> = [
  orderColumn,
  { title: 'Date', dataIndex: 'created_at', render: formatOrderDate },
  totalColumn,
  badgeColumn('Status', 'status'),
  {
    title: 'Details',
    key: 'details',
    render: (_value, { id }) => (
      <ShopLink href={`/purchases/${id}`} aria-label={`View order ${orderNumber(id)}`}>
        View
      </ShopLink>
    ),
  },
];

/** The customer's newest purchases (docs/product.md §2, customer dashboard), or why there are none. */
export function RecentOrders({
  orders,
  failed,
  onRetry,
}: {
  orders: PurchaseList | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  if (failed) {
    return (
      <LoadError
        message="Your recent orders could not be loaded."
        retryText="Try Again"
        retryVariant="default"
        onRetry={onRetry}
      />
    );
  }
  if (!orders) {
    return (
      <div role="status" aria-label="Loading recent orders">
        <SkeletonBlock height={120} />
      </div>
    );
  }
  return (
    <Table<Purchase>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={orders.purchases}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Text muted>No orders found</Text> }}
    />
  );
}
