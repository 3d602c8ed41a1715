import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAX_PERCENT_RANGE, type TaxSettings } from '@shop/contracts';
import { makeUser, mockFetch, type FetchCall, type MockRoute } from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../../testing/render-backoffice';
import { TaxSettingsPage } from './tax-settings-page';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

const nyc = { id: 1, name: 'NYC', percentage: 8.875, is_default: true };
const state = { id: 2, name: 'State', percentage: 4, is_default: false };
const settings: TaxSettings = {
  rates: [nyc, state],
  categories: [
    { category_id: 5, category_name: 'men', rule: 'default', rate_id: null },
    { category_id: 6, category_name: 'women', rule: 'exempt', rate_id: null },
  ],
};

const sent = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.pathname === path);

async function openTaxSettings(answer: TaxSettings = settings, extra: MockRoute[] = []) {
  // The changes' routes first: `/api/tax/rates` is a prefix of each rate's path.
  const calls = mockFetch([...extra, { path: '/api/tax/rates', body: answer }]);
  signInAs(makeUser({ role: 'admin', first_name: 'Avery' }));
  renderScreen(<TaxSettingsPage />, { at: '/settings/tax' });
  await screen.findByRole('heading', { level: 1, name: 'Tax Rates' });
  return calls;
}

describe('the tax rates screen', () => {
  afterEach(resetBackoffice);

  it('lists the rates with the default marked, and every category with its rule', async () => {
    await openTaxSettings();
    const rates = within(await screen.findByRole('list', { name: 'Tax rates' }));
    expect(rates.getByRole('listitem', { name: 'NYC' })).toHaveTextContent('8.875%Default');
    expect(rates.getByRole('listitem', { name: 'State' })).toHaveTextContent('4%');
    expect(rates.queryByRole('button', { name: 'Make Default: NYC' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('men')).toHaveValue('default');
    expect(screen.getByLabelText('women')).toHaveValue('exempt');
  });

  it('says every sale is taxed $0.00 while there is no rate', async () => {
    await openTaxSettings({ rates: [], categories: [] });
    expect(
      await screen.findByText('No tax rates: every sale is charged $0.00 tax.'),
    ).toBeInTheDocument();
  });

  it("adds a rate, refusing 101 % with the contract's words first", async () => {
    const calls = await openTaxSettings(settings, [
      {
        method: 'POST',
        path: '/api/tax/rates',
        status: 201,
        body: { rate: { id: 3, name: 'County', percentage: 4.5, is_default: false } },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Tax Rate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Tax Rate' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'County');
    await userEvent.type(dialog.getByLabelText('Percentage'), '101');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText(TAX_PERCENT_RANGE)).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/tax/rates')).toHaveLength(0);

    await userEvent.clear(dialog.getByLabelText('Percentage'));
    await userEvent.type(dialog.getByLabelText('Percentage'), '4.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/tax/rates')).toHaveLength(1));
    expect(sent(calls, 'POST', '/api/tax/rates')[0]!.body).toEqual({
      name: 'County',
      percentage: 4.5,
      is_default: false,
    });
  });

  it('makes a rate the default and puts a category on a rate of its own', async () => {
    const calls = await openTaxSettings(settings, [
      { method: 'PUT', path: '/api/tax/rates/2', body: { rate: { ...state, is_default: true } } },
      {
        method: 'PUT',
        path: '/api/tax/categories/5',
        body: { category: { category_id: 5, category_name: 'men', rule: 'rate', rate_id: 2 } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Make Default: State' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/tax/rates/2')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/api/tax/rates/2')[0]!.body).toEqual({ is_default: true });

    await userEvent.selectOptions(screen.getByLabelText('men'), 'State (4%)');
    await waitFor(() => expect(sent(calls, 'PUT', '/api/tax/categories/5')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/api/tax/categories/5')[0]!.body).toEqual({
      rule: 'rate',
      rate_id: 2,
    });
  });

  it("deletes a rate after a confirmation, and shows the API's refusal", async () => {
    const refusal = 'Tax rate is used by men: change their rule first';
    const calls = await openTaxSettings(settings, [
      { method: 'DELETE', path: '/api/tax/rates/2', status: 409, body: { error: refusal } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete State' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete State?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(sent(calls, 'DELETE', '/api/tax/rates/2')).toHaveLength(1);
  });
});
