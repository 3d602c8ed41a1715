import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makePurchase,
  makePurchaseList,
  makeUser,
  mockFetch,
  pretendPhoneScreen,
} from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

const summaryValue = (label: string) => {
  const summary = screen.getByRole('heading', { name: 'Account Summary' }).parentElement!;
  return within(summary).getByText(label, { selector: 'dt' }).nextElementSibling;
};

const recentOrders = () => screen.getByRole('region', { name: 'Recent Orders' });

describe('the customer dashboard', () => {
  afterEach(resetAccount);

  it('greets by first name, links onwards and shows the newest five orders of all', async () => {
    const newest = [31, 30, 29, 28, 27].map((id) =>
      makePurchase({ id, total_amount: id, status: id === 31 ? 'pending' : 'completed' }),
    );
    const calls = mockFetch([
      {
        path: '/api/purchases/',
        body: makePurchaseList(newest, { total: 12, pages: 3, per_page: 5 }),
      },
    ]);
    signInAs(makeUser({ first_name: 'Casey', created_at: '2025-03-04T10:00:00.000Z' }));
    renderAccountAt('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Casey!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Shop Products/ })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('link', { name: /My Profile/ })).toHaveAttribute('href', '/profile');

    const latest = await screen.findByRole('row', { name: /^#31 / });
    expect(within(latest).getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(within(latest).getByText('$31.00')).toBeInTheDocument();
    expect(within(latest).getByText('Pending')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      '/purchases/31',
    );
    expect(within(recentOrders()).getAllByRole('row')).toHaveLength(1 + 5);
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/purchases');

    expect(summaryValue('Total orders')).toHaveTextContent('12');
    expect(summaryValue('Member since')).toHaveTextContent('March 4, 2025');
    expect(summaryValue('Status')).toHaveTextContent('Active');
    expect(calls.map((call) => call.url.pathname + call.url.search)).toContain(
      '/api/purchases/?per_page=5',
    );
  });

  it('on a phone lists the recent orders as cards, each with its View link', async () => {
    mockFetch([
      {
        path: '/api/purchases/',
        body: makePurchaseList([makePurchase({ id: 31, total_amount: 31 })]),
      },
    ]);
    signInAs(makeUser());
    const restore = pretendPhoneScreen();
    try {
      renderAccountAt('/dashboard');
      const card = within(await screen.findByRole('listitem', { name: '#31' }));
      expect(card.getByText('Total').nextElementSibling).toHaveTextContent('$31.00');
      expect(card.getByRole('link', { name: 'View order #31' })).toHaveAttribute(
        'href',
        '/purchases/31',
      );
      expect(within(recentOrders()).queryByRole('table')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('says "No orders found" and counts 0 before the first order', async () => {
    mockFetch([{ path: '/api/purchases/', body: makePurchaseList([]) }]);
    signInAs(makeUser());
    renderAccountAt('/dashboard');

    expect(await screen.findByText('No orders found')).toBeVisible();
    expect(summaryValue('Total orders')).toHaveTextContent('0');
  });

  it('says when the orders could not be loaded and tries again on request', async () => {
    mockFetch([{ path: '/api/purchases/', status: 500 }]);
    signInAs(makeUser());
    renderAccountAt('/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your recent orders could not be loaded.',
    );
    expect(summaryValue('Total orders')).toHaveTextContent('Unavailable');

    mockFetch([{ path: '/api/purchases/', body: makePurchaseList([makePurchase({ id: 40 })]) }]);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('row', { name: /^#40 / })).toBeInTheDocument();
    expect(summaryValue('Total orders')).toHaveTextContent('1');
  });
});
