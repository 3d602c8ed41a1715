import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Purchase } from '@shop/contracts';
import {
  makePurchase,
  makePurchaseItem,
  makeReturnLine,
  makeSaleReturn,
  makeShopBody,
  makeUser,
  mockFetch,
  type MockRoute,
} from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

// antd dialogs on two shared cores: a few clicks can take seconds.
jest.setTimeout(30_000);

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const tee = makePurchaseItem({
  id: 301,
  quantity: 2,
  unit_price: 30,
  total_price: 60,
  product: { ...makePurchaseItem().product, id: 3, name: 'Tempo Tee', sku: 'TT-3' },
});
const shoe = makePurchaseItem({ id: 302 });
const delivered = makePurchase({
  id: 17,
  items: [tee, shoe],
  status: 'completed',
  payment_status: 'paid',
  payment_method: 'card',
  created_at: daysAgo(3),
  returned_quantities: { 302: 1 },
  returns: [
    makeSaleReturn({
      id: 71,
      purchase_id: 17,
      status: 'refunded',
      lines: [makeReturnLine({ purchase_item_id: 302, amount: 89.99 })],
      refunds: [{ method: 'card', amount: 89.99 }],
    }),
  ],
  refunded_amount: 89.99,
});

/** Signs the buyer in and opens the purchase's page; `routes` answer first. */
async function openPurchase(purchase: Purchase, routes: MockRoute[] = []) {
  const calls = mockFetch([
    ...routes,
    { path: `/api/purchases/${purchase.id}`, body: { purchase } },
    { path: '/api/shop', body: makeShopBody({ returns_window_days: 30 }) },
  ]);
  signInAs(makeUser());
  renderAccountAt(`/purchases/${purchase.id}`);
  await screen.findByRole('region', { name: `Order #${purchase.id}` });
  return calls;
}

const returnsSection = () => within(screen.getByRole('region', { name: 'Returns' }));

describe('returns on the purchase detail', () => {
  afterEach(resetAccount);

  it('lists each return with its status and refund', async () => {
    await openPurchase(delivered);
    const section = returnsSection();
    expect(section.getByText('Return #71')).toBeInTheDocument();
    expect(section.getByText('Refunded', { selector: 'span' })).toBeInTheDocument();
    expect(section.getByText(/1 × Trail Runner · Wrong size/)).toBeInTheDocument();
    expect(section.getByText(/^Refunded/, { selector: 'p' })).toHaveTextContent(
      'Refunded $89.99 to your card',
    );
    expect(section.getByText(/for 27 more days/)).toBeInTheDocument();
  });

  it('asks for a return of what is left, a note required for "Other"', async () => {
    await openPurchase(delivered);
    await userEvent.click(returnsSection().getByRole('button', { name: 'Request a Return' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a Return' }));
    expect(dialog.getByRole('group', { name: 'Trail Runner' })).toHaveTextContent(
      'nothing left to return',
    );
    const teeLine = within(dialog.getByRole('group', { name: 'Tempo Tee' }));
    expect(teeLine.getByText(/2 of 2 can be returned/)).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByText('Choose at least one line to return')).toBeInTheDocument();

    const more = teeLine.getByRole('button', { name: 'One more Tempo Tee' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(more).toBeDisabled();
    await userEvent.selectOptions(teeLine.getByLabelText('Reason'), 'other');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await teeLine.findByRole('alert')).toHaveTextContent(
      'Say why in a note when the reason is "other"',
    );

    const asked = makeSaleReturn({
      id: 72,
      purchase_id: 17,
      lines: [makeReturnLine({ purchase_item_id: 301, product_name: 'Tempo Tee', quantity: 2 })],
    });
    const calls = mockFetch([
      { method: 'POST', path: '/api/purchases/17/returns', status: 201, body: { return: asked } },
      {
        path: '/api/purchases/17',
        body: {
          purchase: {
            ...delivered,
            returned_quantities: { 301: 2, 302: 1 },
            returns: [...delivered.returns, asked],
          },
        },
      },
      { path: '/api/shop', body: makeShopBody() },
    ]);
    await userEvent.type(teeLine.getByLabelText('Note (required)'), 'Too short');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Request' }));

    expect(await returnsSection().findByText('Return #72')).toBeInTheDocument();
    expect(returnsSection().getByText('Requested')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      lines: [{ purchase_item_id: 301, quantity: 2, reason: 'other', note: 'Too short' }],
    });
    // Everything has come back or been asked for: nothing more to request.
    expect(returnsSection().queryByRole('button', { name: 'Request a Return' })).toBeNull();
  });

  it('offers no request for a cancelled order, past the returns window, or for a till sale', async () => {
    for (const purchase of [
      { ...delivered, id: 18, status: 'cancelled' as const, returns: [] },
      { ...delivered, id: 19, created_at: daysAgo(40), returns: [] },
      { ...delivered, id: 20, channel: 'pos' as const, returns: [] },
    ]) {
      await openPurchase(purchase);
      expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Request a Return' })).toBeNull();
      resetAccount();
    }
  });
});
