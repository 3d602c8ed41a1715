import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeReturnLine,
  makeReturnList,
  makeSaleReturn,
  makeStaffUser,
  mockFetch,
  type FetchCall,
  type MockRoute,
} from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { CustomerReturnsPage } from './customer-returns-page';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(30_000);

const line = makeReturnLine({
  id: 901,
  product_name: 'Zen Leggings',
  sku: 'ZEN-BLK-M',
  amount: 27,
});
const requested = makeSaleReturn({ id: 70, purchase_id: 1234, lines: [line] });
const received = {
  ...requested,
  status: 'received' as const,
  lines: [{ ...line, disposition: 'write_off' as const }],
  received_at: '2025-03-07T09:00:00.000Z',
  received_by: { id: 2, username: 'staff', first_name: 'Morgan', last_name: 'Lee' },
};
const refunded = {
  ...received,
  status: 'refunded' as const,
  refunds: [{ method: 'card' as const, amount: 27 }],
  refunded_at: '2025-03-07T09:05:00.000Z',
};

/** Opens the desk at `at`, listing `requested`; `routes` answer first. */
function openDesk(at = '/customer-returns', routes: MockRoute[] = []) {
  const calls = mockFetch([
    ...routes,
    { path: '/api/returns/70', body: { return: requested } },
    { path: '/api/returns/', body: makeReturnList([requested]) },
  ]);
  signInAs();
  renderScreen(<CustomerReturnsPage />, { at });
  return calls;
}

const lists = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/returns/');
const posts = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.url.pathname, call.body]);

async function openReturn() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open return #70' }));
  return within(await screen.findByRole('dialog', { name: 'Return #70' }));
}

describe('the returns desk', () => {
  afterEach(resetBackoffice);

  it('lists returns with the status filter in the address', async () => {
    const calls = openDesk('/customer-returns?status=requested');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /#70.*#1234.*Casey Runner.*Web.*1.*\$27\.00.*Requested/,
    );
    expect(lists(calls)[0]!.url.searchParams.get('status')).toBe('requested');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'refunded');
    await waitFor(() => expect(window.location.search).toBe('?status=refunded'));
    await waitFor(() =>
      expect(lists(calls).at(-1)!.url.searchParams.get('status')).toBe('refunded'),
    );
  });

  it('says when nothing matches, and offers Retry when the list fails', async () => {
    mockFetch([{ path: '/api/returns/', body: makeReturnList([]) }]);
    signInAs();
    renderScreen(<CustomerReturnsPage />, { at: '/customer-returns' });
    expect(await screen.findByText('No returns match these filters.')).toBeInTheDocument();
    resetBackoffice();

    mockFetch([{ path: '/api/returns/', status: 500, body: { error: 'Internal server error' } }]);
    signInAs();
    renderScreen(<CustomerReturnsPage />, { at: '/customer-returns' });
    expect(await screen.findByText('The returns could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('receives a request with what happens to each line, then refunds it', async () => {
    const calls = openDesk('/customer-returns', [
      { method: 'POST', path: '/api/returns/70/receive', body: { return: received } },
      { method: 'POST', path: '/api/returns/70/refund', body: { return: refunded } },
    ]);
    const dialog = await openReturn();
    await userEvent.selectOptions(dialog.getByLabelText('On arrival of Zen Leggings'), 'write_off');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as Received' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Refund $27.00' }));
    expect(await dialog.findByText('Refunded', { selector: 'span' })).toBeInTheDocument();
    expect(dialog.getByText(/refunded to Card/)).toHaveTextContent('$27.00');
    expect(dialog.getByText('Write off')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      ['/api/returns/70/receive', { lines: [{ return_line_id: 901, disposition: 'write_off' }] }],
      ['/api/returns/70/refund', undefined],
    ]);
  });

  it('rejects a request only with a note saying why', async () => {
    const calls = openDesk('/customer-returns', [
      {
        method: 'POST',
        path: '/api/returns/70/reject',
        body: { return: { ...requested, status: 'rejected', note: 'Worn' } },
      },
    ]);
    const dialog = await openReturn();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject…' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Return' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Say why the return is declined');
    expect(posts(calls)).toEqual([]);

    await userEvent.type(dialog.getByLabelText('Why is it declined?'), 'Worn');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Return' }));
    expect(await dialog.findByText('Rejected')).toBeInTheDocument();
    expect(posts(calls)).toEqual([['/api/returns/70/reject', { note: 'Worn' }]]);
  });

  it('says what is missing to staff without the returns permission', () => {
    mockFetch([]);
    signInAs(makeStaffUser(['sell']));
    renderScreen(<CustomerReturnsPage />, { at: '/customer-returns' });
    expect(
      screen.getByText(
        'This screen needs the “Take returns and refunds” permission. Ask an admin.',
      ),
    ).toBeInTheDocument();
  });
});
