import {
  purchaseCashierName,
  purchaseCustomer,
  SALE_CHANNEL_LABELS,
  type Purchase,
} from '@shop/contracts';
import { ShopTime, Text, tokens } from '@shop/ui';
import { ResponsiveTable, type ResponsiveColumn } from '@shop/ui/data';
import { badgeColumn, detailsColumn, orderColumn, totalColumn } from '../purchase-columns';

/**
 * The desk's columns (docs/product/purchases.md#the-orders-desk): a till sale's customer is the
 * one the till took ("Walk-in" without a name) and its cashier who rang it up.
 */
const columns: ResponsiveColumn<Purchase>[] = [
  orderColumn,
  {
    key: 'date',
    title: 'Date',
    render: (purchase) => <ShopTime at={purchase.created_at} format="dateTime" />,
  },
  {
    key: 'channel',
    title: 'Channel',
    render: (purchase) => SALE_CHANNEL_LABELS[purchase.channel],
  },
  { key: 'customer', title: 'Customer', render: purchaseCustomer },
  {
    key: 'cashier',
    title: 'Cashier',
    render: (purchase) => purchaseCashierName(purchase) ?? '—',
  },
  totalColumn,
  badgeColumn('Status', 'status'),
  badgeColumn('Payment', 'payment_status'),
  detailsColumn('View Details'),
];

function NoMatches() {
  return (
    <div style={{ padding: `${tokens.space.xl}px 0` }}>
      <Text style={{ fontWeight: 600 }}>No purchases found</Text>
      <Text muted>No purchase matches the search and filters.</Text>
    </div>
  );
}

/** One page of the desk, cards on a phone; `refreshing` dims it while a newer page loads. */
export function DeskTable({
  purchases,
  refreshing,
}: {
  purchases: Purchase[];
  refreshing: boolean;
}) {
  return (
    <ResponsiveTable
      label="Purchases"
      columns={columns}
      rows={purchases}
      rowKey={(purchase) => purchase.id}
      loading={refreshing}
      empty={<NoMatches />}
    />
  );
}
