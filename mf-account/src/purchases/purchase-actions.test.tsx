import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Purchase } from '@shop/contracts';
import { deferred, makePurchase, makeUser, mockFetch, type MockRoute } from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

const staff = makeUser({ id: 9, role: 'staff', username: 'staff' });
const customer = makeUser({ id: 1, role: 'customer' });

/** Opens the detail of `purchase`, answering `changes` (PUT, POST cancel) as given. */
async function openDetail(purchase: Purchase, changes: MockRoute[] = []) {
  const calls = mockFetch([
    ...changes,
    { path: `/api/purchases/${purchase.id}`, body: { purchase } },
  ]);
  renderAccountAt(`/purchases/${purchase.id}`);
  await screen.findByRole('region', { name: `Order #${purchase.id}` });
  return calls;
}

const changeRequests = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((call) => call.method !== 'GET');

function badge(label: 'Status' | 'Payment') {
  const header = screen.getByRole('region', { name: /^Order #/ });
  return within(header).getByText(label, { selector: 'dt' }).nextElementSibling;
}

async function confirmWith(pageButton: string, dialogName: string, answer: string) {
  await userEvent.click(screen.getByRole('button', { name: pageButton }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
}

describe('purchase actions', () => {
  afterEach(resetAccount);

  it('lets staff mark a pending order completed after confirming', async () => {
    signInAs(staff);
    const pending = makePurchase({ id: 21 });
    const calls = await openDetail(pending, [
      {
        method: 'PUT',
        path: '/api/purchases/21',
        body: { purchase: { ...pending, status: 'completed', payment_status: 'completed' } },
      },
    ]);
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: 'Cancel Order' })).toBeEnabled();

    await confirmWith('Mark as Completed', 'Mark order #21 as completed?', 'Mark as Completed');

    await waitFor(() => expect(badge('Status')).toHaveTextContent('Completed'));
    expect(badge('Payment')).toHaveTextContent('Completed');
    expect(changeRequests(calls)).toEqual([
      expect.objectContaining({ method: 'PUT', body: { status: 'completed' } }),
    ]);
    expect(screen.queryByRole('button', { name: 'Mark as Completed' })).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is dismissed', async () => {
    signInAs(staff);
    const calls = await openDetail(makePurchase({ id: 22 }));
    await confirmWith('Mark as Completed', 'Mark order #22 as completed?', 'Cancel');
    await confirmWith('Cancel Order', 'Cancel order #22?', 'Keep Order');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changeRequests(calls)).toHaveLength(0);
    expect(badge('Status')).toHaveTextContent('Pending');
  });

  it('lets staff cancel a completed order, busy meanwhile; the badges show the refund', async () => {
    signInAs(staff);
    const done = makePurchase({ id: 23, status: 'completed', payment_status: 'completed' });
    const answer = deferred();
    const calls = await openDetail(done, [
      {
        method: 'POST',
        path: '/api/purchases/23/cancel',
        body: { purchase: { ...done, status: 'cancelled', payment_status: 'refunded' } },
        until: answer.promise,
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Mark as Completed' })).not.toBeInTheDocument();

    await confirmWith('Cancel Order', 'Cancel order #23?', 'Cancel Order');
    const actions = screen.getByRole('region', { name: 'Actions' });
    await waitFor(() =>
      expect(within(actions).getByRole('button', { name: /Cancel Order/ })).toBeDisabled(),
    );
    expect(badge('Status')).toHaveTextContent('Completed');
    answer.release();

    await waitFor(() => expect(badge('Status')).toHaveTextContent('Cancelled'));
    expect(badge('Payment')).toHaveTextContent('Refunded');
    expect(changeRequests(calls).map((call) => call.url.pathname)).toEqual([
      '/api/purchases/23/cancel',
    ]);
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows the refusal the server gives and leaves the order as it was', async () => {
    signInAs(staff);
    await openDetail(makePurchase({ id: 24 }), [
      {
        method: 'POST',
        path: '/api/purchases/24/cancel',
        status: 409,
        body: { error: 'Purchase #24 is already cancelled' },
      },
    ]);
    await confirmWith('Cancel Order', 'Cancel order #24?', 'Cancel Order');

    expect(await screen.findByRole('alert')).toHaveTextContent('Purchase #24 is already cancelled');
    expect(badge('Status')).toHaveTextContent('Pending');
  });

  it('lets a customer cancel their own pending order, without the staff Actions box', async () => {
    signInAs(customer);
    const mine = makePurchase({ id: 25, user: { ...makePurchase().user, id: customer.id } });
    const calls = await openDetail(mine, [
      {
        method: 'POST',
        path: '/api/purchases/25/cancel',
        body: { purchase: { ...mine, status: 'cancelled' } },
      },
    ]);
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Completed' })).not.toBeInTheDocument();

    await confirmWith('Cancel Order', 'Cancel order #25?', 'Cancel Order');

    await waitFor(() => expect(badge('Status')).toHaveTextContent('Cancelled'));
    expect(changeRequests(calls)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it.each([
    ['someone else’s pending order', { user: { ...makePurchase().user, id: 2 } }],
    ['their own completed order', { status: 'completed' as const }],
  ])('offers a customer nothing to do on %s', async (_case, overrides) => {
    signInAs(customer);
    await openDetail(makePurchase({ id: 26, ...overrides }));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Completed' })).not.toBeInTheDocument();
  });
});
