import type { Purchase, PurchaseList } from '@shop/contracts';
import { LoadError, ShopTime, SkeletonBlock, Text } from '@shop/ui';
import { ResponsiveTable, type ResponsiveColumn } from '@shop/ui/data';
import {
  badgeColumn,
  detailsColumn,
  orderColumn,
  totalColumn,
} from '../purchases/purchase-columns';

const columns: ResponsiveColumn<Purchase>[] = [
  orderColumn,
  {
    key: 'date',
    title: 'Date',
    render: (purchase) => <ShopTime at={purchase.created_at} format="date" />,
  },
  totalColumn,
  badgeColumn('Status', 'status'),
  detailsColumn('View'),
];

/**
 * The customer's newest purchases (docs/product/dashboard.md#customer-view), or
 * why there are none.
 */
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
    <ResponsiveTable
      label="Recent orders"
      size="small"
      columns={columns}
      rows={orders.purchases}
      rowKey={(purchase) => purchase.id}
      empty={<Text muted>No orders found</Text>}
    />
  );
}
