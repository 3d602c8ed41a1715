import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deferred,
  makeDashboard,
  makeDashboardActivity,
  makeDashboardMetrics,
  makeDashboardOrder,
  makeUser,
  mockFetch,
  pretendPhoneScreen,
} from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { StaffDashboardPage } from './staff-dashboard-page';

const card = (title: string) => screen.getByRole('region', { name: title });

function openDashboard(answer: Parameters<typeof mockFetch>[0][number]) {
  const calls = mockFetch([answer]);
  signInAs(makeUser({ role: 'staff', first_name: 'Morgan' }));
  renderScreen(<StaffDashboardPage />, { at: '/dashboard' });
  return calls;
}

describe('the staff dashboard', () => {
  afterEach(resetBackoffice);

  it('shows skeletons while it loads, then the four figures with their real comparisons', async () => {
    const answer = deferred();
    openDashboard({ path: '/api/reports/dashboard', body: makeDashboard(), until: answer.promise });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Morgan!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the figures' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading latest orders' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Sales count every purchase that is not cancelled; returns count on the day/,
      ),
    ).toBeVisible();

    answer.release();
    expect(await screen.findByText('$450.00')).toBeInTheDocument();
    expect(within(card("Today's sales")).getByText('3 orders')).toBeInTheDocument();
    expect(
      within(card("Today's sales")).getByText('+12.5% vs. yesterday by this time ($400.00)'),
    ).toBeInTheDocument();
    expect(within(card("This week's sales")).getByText('$1,234.50')).toBeInTheDocument();
    expect(
      within(card("This week's sales")).getByText(
        '−17.7% vs. the first 3 days of last week ($1,500.00)',
      ),
    ).toBeInTheDocument();
    expect(within(card('Total products')).getByText('120')).toBeInTheDocument();
    expect(
      within(card('Total products')).getByText('4 products added this week'),
    ).toBeInTheDocument();
    expect(within(card('Low stock alerts')).getByText('7')).toBeInTheDocument();
    expect(within(card('Low stock alerts')).getByText('5 low, 2 out of stock')).toBeInTheDocument();
    expect(
      within(card('Low stock alerts')).getByRole('link', { name: 'View low stock' }),
    ).toHaveAttribute('href', '/inventory?low_stock_only=true&out_of_stock_only=true');
    expect(screen.getByText(/shop's calendar \(UTC\)/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the figures' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to compare with', async () => {
    const metrics = makeDashboardMetrics({
      today_sales: 0,
      yesterday_sales: 0,
      today_change_percent: null,
      week_days: 1,
      week_change_percent: 0,
      last_week_sales: 1234.5,
      week_sales: 1234.5,
    });
    openDashboard({ path: '/api/reports/dashboard', body: makeDashboard({ metrics }) });
    expect(
      await screen.findByText('No sales yesterday by this time to compare with'),
    ).toBeInTheDocument();
    expect(screen.getByText('Same as the first day of last week ($1,234.50)')).toBeInTheDocument();
  });

  it('links onwards: the quick links, each activity and each of the latest orders', async () => {
    const restock = makeDashboardActivity({
      id: 'movement:3',
      kind: 'restock',
      description: 'Restocked Aero Tee (AT-7): +20',
      link: '/inventory?search=AT-7',
      actor: { id: 3, username: 'admin', first_name: '', last_name: '' },
      at: '2025-03-05T09:05:00.000Z',
    });
    const sale = makeDashboardActivity({
      description: 'Sale #42: 2 items, $75.50, cash',
      link: '/purchases/42',
    });
    const order = makeDashboardOrder({ id: 42, customer: 'Jane Doe', total_amount: 1075.5 });
    openDashboard({
      path: '/api/reports/dashboard',
      body: makeDashboard({ recent_activity: [sale, restock], recent_orders: [order] }),
    });

    const links = within(await screen.findByRole('navigation', { name: 'Back office' }));
    for (const [name, href] of [
      ['Inventory', '/inventory'],
      ['Sales', '/sales'],
      ['Suppliers', '/suppliers'],
      ['Reports', '/reports'],
    ])
      expect(links.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );

    const activity = within(await screen.findByRole('region', { name: 'Recent activity' }));
    expect(activity.getByRole('link', { name: 'Sale #42: 2 items, $75.50, cash' })).toHaveAttribute(
      'href',
      '/purchases/42',
    );
    expect(activity.getByRole('link', { name: 'Restocked Aero Tee (AT-7): +20' })).toHaveAttribute(
      'href',
      '/inventory?search=AT-7',
    );
    expect(activity.getByText(/Morgan Lee ·/)).toBeInTheDocument();
    expect(activity.getByText('Mar 5, 2025, 9:05 AM')).toBeInTheDocument();
    expect(activity.getByText(/admin ·/)).toBeInTheDocument();

    const row = within(card('Latest orders')).getByRole('row', { name: /#42/ });
    expect(within(row).getByRole('link', { name: '#42' })).toHaveAttribute('href', '/purchases/42');
    expect(within(row).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(row).getByText('Point of sale')).toBeInTheDocument();
    expect(within(row).getByText('$1,075.50')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toBeInTheDocument();
  });

  it('on a phone shows each of the latest orders as a card headed by its link', async () => {
    const order = makeDashboardOrder({ id: 42, customer: 'Jane Doe', total_amount: 1075.5 });
    const restore = pretendPhoneScreen();
    try {
      openDashboard({
        path: '/api/reports/dashboard',
        body: makeDashboard({ recent_orders: [order] }),
      });
      const latest = within(await screen.findByRole('list', { name: 'Latest orders' }));
      const first = within(latest.getByRole('listitem', { name: '#42' }));
      expect(first.getByRole('link', { name: '#42' })).toHaveAttribute('href', '/purchases/42');
      expect(first.getByText('Total').nextElementSibling).toHaveTextContent('$1,075.50');
      expect(first.getByText('Status').nextElementSibling).toHaveTextContent('Completed');
      expect(within(card('Latest orders')).queryByRole('table')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('says when it could not be loaded, and Retry asks again', async () => {
    openDashboard({ path: '/api/reports/dashboard', status: 500, body: { error: 'boom' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The dashboard could not be loaded.',
    );

    mockFetch([{ path: '/api/reports/dashboard', body: makeDashboard() }]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$450.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
