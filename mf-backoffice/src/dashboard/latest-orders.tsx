import { SALE_CHANNEL_LABELS, type DashboardOrder } from '@shop/contracts';
import { formatDateTime, formatPrice, ShopLink, Text } from '@shop/ui';
import { ResponsiveTable, StatusBadge, type ResponsiveColumn } from '@shop/ui/data';

function columns(timeZone: string): ResponsiveColumn<DashboardOrder>[] {
  return [
    {
      key: 'order',
      title: 'Order',
      // The order number is the way to the order: on a phone it heads the card.
      heading: true,
      render: ({ id }) => <ShopLink href={`/purchases/${id}`}>#{id}</ShopLink>,
    },
    { key: 'date', title: 'Date', render: (order) => formatDateTime(order.created_at, timeZone) },
    { key: 'customer', title: 'Customer', render: (order) => order.customer },
    { key: 'channel', title: 'Channel', render: (order) => SALE_CHANNEL_LABELS[order.channel] },
    { key: 'items', title: 'Items', align: 'right', render: (order) => order.item_count },
    {
      key: 'total',
      title: 'Total',
      align: 'right',
      render: (order) => formatPrice(order.total_amount),
    },
    { key: 'status', title: 'Status', render: (order) => <StatusBadge status={order.status} /> },
  ];
}

/** The newest purchases, web and till alike (docs/product/dashboard.md), each opening its page. */
export function LatestOrders({ orders, timeZone }: { orders: DashboardOrder[]; timeZone: string }) {
  return (
    <ResponsiveTable
      label="Latest orders"
      size="small"
      columns={columns(timeZone)}
      rows={orders}
      rowKey={(order) => order.id}
      empty={<Text muted>No orders yet</Text>}
    />
  );
}
