import type { Purchase } from '@shop/contracts';
import { Price } from '@shop/ui';
import { StatusBadge, type TableColumnsType } from '@shop/ui/data';
import { orderNumber } from './purchase-labels';

type PurchaseColumn = TableColumnsType<Purchase>[number];

/** The columns the purchases list and the dashboard's recent orders have in common. */
export const orderColumn: PurchaseColumn = {
  title: 'Order',
  dataIndex: 'id',
  render: (id: number) => orderNumber(id),
};

export const totalColumn: PurchaseColumn = {
  title: 'Total',
  dataIndex: 'total_amount',
  align: 'right',
  render: (amount: number) => <Price value={amount} />,
};

export function badgeColumn(title: string, dataIndex: 'status' | 'payment_status'): PurchaseColumn {
  return { title, dataIndex, render: (status: string) => <StatusBadge status={status} /> };
}
