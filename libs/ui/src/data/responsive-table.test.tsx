import { render, screen, within } from '@testing-library/react';
import { pretendPhoneScreen } from '@shop/testing';
import { tokens } from '../tokens';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';

interface Order {
  id: number;
  total: string;
}

const columns: ResponsiveColumn<Order>[] = [
  { key: 'order', title: 'Order', heading: true, render: (order) => `#${order.id}` },
  { key: 'total', title: 'Total', align: 'right', render: (order) => order.total },
  {
    key: 'details',
    title: 'Details',
    action: true,
    render: (order) => <a href={`/purchases/${order.id}`}>View</a>,
  },
];

const orders: Order[] = [
  { id: 12, total: '$1,234.50' },
  { id: 11, total: '$9.00' },
];

function renderOrders(rows: Order[] = orders) {
  return render(
    <ResponsiveTable
      label="Orders"
      columns={columns}
      rows={rows}
      rowKey={(order) => order.id}
      empty="No orders found"
    />,
  );
}

describe('ResponsiveTable', () => {
  it('is a table named by its label with a column per field on a wide screen', () => {
    renderOrders();
    const table = within(screen.getByRole('table', { name: 'Orders' }));
    expect(table.getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
    const row = table.getByRole('row', { name: /^#12 / });
    expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/purchases/12',
    );
  });

  it('on a phone shows each row as a card: its heading, each field by name, and its action', () => {
    const restore = pretendPhoneScreen();
    try {
      renderOrders();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const first = within(screen.getByRole('listitem', { name: '#12' }));
      expect(first.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        '$1,234.50',
      );
      expect(first.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/purchases/12');
    } finally {
      restore();
    }
  });

  it('says the empty text in the page ink, on a wide screen and on a phone', () => {
    const { unmount } = renderOrders([]);
    expect(screen.getByText('No orders found')).toHaveStyle({ color: tokens.color.ink });
    unmount();
    const restore = pretendPhoneScreen();
    try {
      renderOrders([]);
      expect(screen.getByText('No orders found')).toBeVisible();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
