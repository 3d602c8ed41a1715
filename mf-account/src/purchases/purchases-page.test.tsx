import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makePurchase,
  makePurchaseList,
  makeUser,
  mockFetch,
  pretendPhoneScreen,
} from '@shop/testing';
import { tokens } from '@shop/ui';
import { renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

const listRequests = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((call) => call.url.pathname === '/api/purchases/');

const row = (order: string) => screen.getByRole('row', { name: new RegExp(`^${order} `) });

describe('the purchases list', () => {
  afterEach(resetAccount);

  it('shows a customer their purchases, newest page first, with badges and links', async () => {
    const calls = mockFetch([
      {
        path: '/api/purchases/',
        body: makePurchaseList([
          makePurchase({
            id: 12,
            total_amount: 1234.5,
            status: 'completed',
            payment_status: 'paid',
          }),
          makePurchase({
            id: 11,
            user: { ...makePurchase().user, first_name: '', last_name: '' },
            status: 'cancelled',
            payment_status: 'refunded',
          }),
        ]),
      },
    ]);
    signInAs(makeUser({ role: 'customer' }));
    renderAccountAt('/purchases');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Purchases' })).toBeVisible();
    const first = await screen.findByRole('row', { name: /^#12 / });
    expect(within(first).getByText(/Mar 4, 2025/)).toBeInTheDocument();
    expect(within(first).getByText('Casey Runner')).toBeInTheDocument();
    expect(within(first).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/purchases/12',
    );
    expect(within(row('#11')).getByText('N/A')).toBeInTheDocument();
    expect(within(row('#11')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row('#11')).getByText('Refunded')).toBeInTheDocument();

    for (const header of ['Order', 'Date', 'Customer', 'Total', 'Status', 'Payment']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'New Sale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Purchase pages' })).not.toBeInTheDocument();
    expect(listRequests(calls)[0]?.url.search).toBe('?page=1&per_page=20');
  });

  it.each(['staff', 'admin'] as const)(
    'gives %s the New Sale link and the title Purchases',
    async (role) => {
      mockFetch([{ path: '/api/purchases/', body: makePurchaseList([]) }]);
      signInAs(makeUser({ role }));
      renderAccountAt('/purchases');
      expect(await screen.findByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'New Sale' })).toHaveAttribute('href', '/sales');
    },
  );

  it.each(['customer', 'staff'] as const)(
    'on a phone shows a %s each purchase as a card with its total, status and View Details',
    async (role) => {
      mockFetch([
        {
          path: '/api/purchases/',
          body: makePurchaseList([
            makePurchase({ id: 12, total_amount: 1234.5, status: 'completed' }),
            makePurchase({ id: 11 }),
          ]),
        },
      ]);
      signInAs(makeUser({ role }));
      const restore = pretendPhoneScreen();
      try {
        renderAccountAt('/purchases');
        const list = await screen.findByRole('list', { name: 'Purchases' });
        expect(within(list).getAllByRole('listitem')).toHaveLength(2);
        const card = within(screen.getByRole('listitem', { name: '#12' }));
        expect(card.getByText('Total').nextElementSibling).toHaveTextContent('$1,234.50');
        expect(card.getByText('Status').nextElementSibling).toHaveTextContent('Completed');
        expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute(
          'href',
          '/purchases/12',
        );
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
      } finally {
        restore();
      }
    },
  );

  it('says so when there are no purchases yet', async () => {
    mockFetch([{ path: '/api/purchases/', body: makePurchaseList([]) }]);
    signInAs(makeUser());
    renderAccountAt('/purchases');
    expect(await screen.findByText('No purchases found')).toBeVisible();
    expect(screen.getByText('Your purchase history will appear here.')).toBeVisible();
    // Read in the page's ink, not antd's 25 % grey for an empty table (axe: contrast).
    expect(screen.getByText('No purchases found')).toHaveStyle({ color: tokens.color.ink });
  });

  it('shows a loading state, then a failure with Try Again that asks again', async () => {
    const calls = mockFetch([{ path: '/api/purchases/', status: 500, body: { error: 'boom' } }]);
    signInAs(makeUser());
    renderAccountAt('/purchases');
    expect(screen.getByRole('status')).toHaveTextContent('Loading purchases');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch purchases');
    const retried = mockFetch([
      { path: '/api/purchases/', body: makePurchaseList([makePurchase({ id: 31 })]) },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('row', { name: /^#31 / })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch purchases')).not.toBeInTheDocument();
    expect(listRequests(calls)).toHaveLength(1);
    expect(listRequests(retried)).toHaveLength(1);
  });

  it('Refresh loads the list again and shows what changed', async () => {
    mockFetch([{ path: '/api/purchases/', body: makePurchaseList([makePurchase({ id: 41 })]) }]);
    signInAs(makeUser());
    renderAccountAt('/purchases');
    await screen.findByRole('row', { name: /^#41 / });

    const calls = mockFetch([
      {
        path: '/api/purchases/',
        body: makePurchaseList([makePurchase({ id: 42 }), makePurchase({ id: 41 })]),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('row', { name: /^#42 / })).toBeInTheDocument();
    expect(listRequests(calls)).toHaveLength(1);
  });

  it('pages through with the page in the address, and Back returns', async () => {
    // jsdom has no scrolling; the page's jump to the top is not what this test checks.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const calls = mockFetch([
      {
        path: '/api/purchases/',
        body: makePurchaseList([makePurchase({ id: 51 })], { total: 45, pages: 3 }),
      },
    ]);
    signInAs(makeUser());
    renderAccountAt('/purchases');
    const pages = await screen.findByRole('navigation', { name: 'Purchase pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(window.location.search).toBe('?page=2');
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(listRequests(calls).at(-1)?.url.search).toBe('?page=2&per_page=20'));

    act(() => window.history.back());
    expect(await within(pages).findByText('Page 1 of 3')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('shows the last page for a page past it, without a history entry', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const calls = mockFetch([
      {
        path: '/api/purchases/',
        body: makePurchaseList([makePurchase({ id: 51 })], { total: 45, pages: 3 }),
      },
    ]);
    signInAs(makeUser());
    renderAccountAt('/purchases?page=7');
    const entries = window.history.length;
    await waitFor(() => expect(window.location.search).toBe('?page=3'));
    await waitFor(() => expect(listRequests(calls).at(-1)?.url.search).toBe('?page=3&per_page=20'));
    expect(window.history.length).toBe(entries);
  });
});
