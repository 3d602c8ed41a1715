import { SALE_CHANNEL_LABELS, type DashboardOrder } from '@shop/contracts';
import { formatPrice, ShopLink, Text } from '@shop/ui';
import { StatusBadge, Table, type TableColumnsType } from '@shop/ui/data';
import { shopDateTime } from './dashboard-dates';

function columns(timeZone: string): TableColumnsType<DashboardOrder> {
  return [
    {
      title: 'Order',
      dataIndex: 'id',
      render: (id: number) => <ShopLink href={`/purchases/${id}`}>#{id}</ShopLink>,
    },
    {
      title: 'Date',
      dataIndex: 'created_at',
      render: (at: string) => shopDateTime(at, timeZone),
    },
    { title: 'Customer', dataIndex: 'customer' },
    {
      title: 'Channel',
      dataIndex: 'channel',
      render: (channel: DashboardOrder['channel']) => SALE_CHANNEL_LABELS[channel],
    },
    { title: 'Items', dataIndex: 'item_count', align: 'right' },
    {
      title: 'Total',
      dataIndex: 'total_amount',
      align: 'right',
      render: (total: number) => formatPrice(total),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: DashboardOrder['status']) => <StatusBadge status={status} />,
    },
  ];
}

/** The newest purchases, web and till alike (docs/product.md §2.8), each opening its page. */
export function LatestOrders({ orders, timeZone }: { orders: DashboardOrder[]; timeZone: string }) {
  return (
    <Table<DashboardOrder>
      rowKey="id"
      size="small"
      columns={columns(timeZone)}
      dataSource={orders}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Text muted>No orders yet</Text> }}
    />
  );
}
