import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiscountCode } from '@shop/contracts';
import { makeUser, mockFetch, type FetchCall, type MockRoute } from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { DiscountCodesPage } from './discount-codes-page';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

const summer: DiscountCode = {
  id: 1,
  code: 'SUMMER10',
  kind: 'percent',
  value: 10,
  min_spend: 50,
  starts_on: '2026-06-01',
  ends_on: '2026-08-31',
  max_uses: 100,
  max_uses_per_customer: 1,
  is_active: true,
  uses: 12,
  created_at: '2026-05-01T10:00:00.000Z',
};

const sent = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.pathname === path);

async function openCodes(codes: DiscountCode[] = [summer], extra: MockRoute[] = []) {
  const calls = mockFetch([...extra, { path: '/api/discount-codes', body: { codes } }]);
  signInAs(makeUser({ role: 'admin', first_name: 'Avery' }));
  renderScreen(<DiscountCodesPage />, { at: '/discount-codes' });
  await screen.findByRole('heading', { level: 1, name: 'Discount Codes' });
  return calls;
}

describe('the discount codes screen', () => {
  afterEach(resetBackoffice);

  it('lists each code with its terms and how often it was used', async () => {
    await openCodes();
    const codes = within(await screen.findByRole('list', { name: 'Discount codes' }));
    const row = codes.getByRole('listitem', { name: 'SUMMER10' });
    expect(row).toHaveTextContent('10% off · min. $50.00 · 2026-06-01 to 2026-08-31');
    expect(row).toHaveTextContent('Used 12 of 100 · 1 per customer');
  });

  it('says when there are no codes', async () => {
    await openCodes([]);
    expect(await screen.findByText('No discount codes yet.')).toBeInTheDocument();
  });

  it("adds an amount-off code, refusing a bad day with the contract's words first", async () => {
    const created = { ...summer, id: 2, code: 'FIVEOFF', kind: 'amount' as const, value: 5 };
    const calls = await openCodes(
      [summer],
      [{ method: 'POST', path: '/api/discount-codes', status: 201, body: { code: created } }],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Discount Code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Discount Code' }));
    await userEvent.type(dialog.getByLabelText('Code'), 'fiveoff');
    await userEvent.selectOptions(dialog.getByLabelText('Discount'), 'amount');
    await userEvent.type(dialog.getByLabelText('Amount ($)'), '5');
    await userEvent.type(dialog.getByLabelText('Last day'), 'soon');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('days are YYYY-MM-DD')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/discount-codes')).toHaveLength(0);

    await userEvent.clear(dialog.getByLabelText('Last day'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/discount-codes')).toHaveLength(1));
    expect(sent(calls, 'POST', '/api/discount-codes')[0]!.body).toEqual({
      code: 'FIVEOFF',
      kind: 'amount',
      value: 5,
      min_spend: 0,
      starts_on: null,
      ends_on: null,
      max_uses: null,
      max_uses_per_customer: null,
    });
  });

  it('deactivates a code', async () => {
    const calls = await openCodes(
      [summer],
      [
        {
          method: 'PUT',
          path: '/api/discount-codes/1',
          body: { code: { ...summer, is_active: false } },
        },
      ],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate SUMMER10' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/discount-codes/1')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/api/discount-codes/1')[0]!.body).toEqual({ is_active: false });
  });
});
