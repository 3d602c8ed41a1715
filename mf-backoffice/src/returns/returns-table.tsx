import { SALE_CHANNEL_LABELS, type SaleReturn } from '@shop/contracts';
import { Price, ShopLink, ShopTime } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { ResponsiveTable, StatusBadge, type ResponsiveColumn } from '@shop/ui/data';
import { personName } from '../person-name';

const units = (saleReturn: SaleReturn) =>
  saleReturn.lines.reduce((sum, line) => sum + line.quantity, 0);

function columns(onOpen: (saleReturn: SaleReturn) => void): ResponsiveColumn<SaleReturn>[] {
  return [
    { key: 'id', title: 'Return', heading: true, render: (row) => `#${row.id}` },
    {
      key: 'order',
      title: 'Order',
      render: (row) => (
        <ShopLink href={`/purchases/${row.purchase_id}`}>#{row.purchase_id}</ShopLink>
      ),
    },
    {
      key: 'at',
      title: 'Asked',
      render: (row) => <ShopTime at={row.created_at} format="dateTime" />,
    },
    {
      key: 'who',
      title: 'By',
      render: (row) => (row.created_by ? personName(row.created_by) : '—'),
    },
    { key: 'channel', title: 'Channel', render: (row) => SALE_CHANNEL_LABELS[row.channel] },
    { key: 'items', title: 'Items', align: 'right', render: units },
    {
      key: 'amount',
      title: 'Amount',
      align: 'right',
      render: (row) => <Price value={row.total_amount} />,
    },
    { key: 'status', title: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'open',
      title: 'Details',
      action: true,
      render: (row) => (
        <Button size="small" onClick={() => onOpen(row)}>
          Open return #{row.id}
        </Button>
      ),
    },
  ];
}

/** One page of returns, newest first; Open shows a return and what may be done with it. */
export function ReturnsTable({
  returns,
  refreshing,
  onOpen,
}: {
  returns: SaleReturn[];
  refreshing: boolean;
  onOpen: (saleReturn: SaleReturn) => void;
}) {
  return (
    <ResponsiveTable
      label="Returns"
      columns={columns(onOpen)}
      rows={returns}
      rowKey={(row) => row.id}
      empty="No returns match these filters."
      loading={refreshing}
    />
  );
}
