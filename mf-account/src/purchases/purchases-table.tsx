import type { Purchase } from '@shop/contracts';
import { ShopTime, Text, tokens } from '@shop/ui';
import { ResponsiveTable, type ResponsiveColumn } from '@shop/ui/data';
import { badgeColumn, detailsColumn, orderColumn, totalColumn } from './purchase-columns';
import { customerName } from './purchase-labels';

const columns: ResponsiveColumn<Purchase>[] = [
  orderColumn,
  {
    key: 'date',
    title: 'Date',
    render: (purchase) => <ShopTime at={purchase.created_at} format="dateTime" />,
  },
  {
    key: 'customer',
    title: 'Customer',
    render: (purchase) => customerName(purchase.user) ?? 'N/A',
  },
  totalColumn,
  badgeColumn('Status', 'status'),
  badgeColumn('Payment', 'payment_status'),
  detailsColumn('View Details'),
];

function NoPurchases() {
  return (
    <div style={{ padding: `${tokens.space.xl}px 0` }}>
      <Text style={{ fontWeight: 600 }}>No purchases found</Text>
      <Text muted>Your purchase history will appear here.</Text>
    </div>
  );
}

/** One page of purchases, cards on a phone; `refreshing` dims it while a newer page loads. */
export function PurchasesTable({
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
      empty={<NoPurchases />}
    />
  );
}
