import type { Purchase } from '@shop/contracts';
import { Price, ShopLink } from '@shop/ui';
import { StatusBadge, type ResponsiveColumn } from '@shop/ui/data';
import { orderNumber } from './purchase-labels';

type PurchaseColumn = ResponsiveColumn<Purchase>;

/** The columns the purchases list and the dashboard's recent orders have in common. */
export const orderColumn: PurchaseColumn = {
  key: 'order',
  title: 'Order',
  heading: true,
  render: ({ id }) => orderNumber(id),
};

export const totalColumn: PurchaseColumn = {
  key: 'total',
  title: 'Total',
  align: 'right',
  render: ({ total_amount }) => <Price value={total_amount} />,
};

export function badgeColumn(title: string, field: 'status' | 'payment_status'): PurchaseColumn {
  return { key: field, title, render: (purchase) => <StatusBadge status={purchase[field]} /> };
}

/**
 * The link to a purchase's page. The visible words stay in the name (WCAG 2.5.3); the
 * number tells rows apart.
 */
export function detailsColumn(text: 'View' | 'View Details'): PurchaseColumn {
  return {
    key: 'details',
    title: 'Details',
    action: true,
    render: ({ id }) => (
      <ShopLink
        href={`/purchases/${id}`}
        aria-label={`${text === 'View' ? 'View' : 'View Details of'} order ${orderNumber(id)}`}
      >
        {text}
      </ShopLink>
    ),
  };
}
