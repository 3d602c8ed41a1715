import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeShopSettingsAnswer, makeUser, mockFetch, type MockRoute } from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { SettingsPage } from './settings-page';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

const readRoute = (answer = makeShopSettingsAnswer()): MockRoute => ({
  method: 'GET',
  path: '/api/shop/settings',
  body: answer,
});

async function openSettings(routes: MockRoute[] = [readRoute()]) {
  const calls = mockFetch(routes);
  signInAs(makeUser({ role: 'admin' }));
  renderScreen(<SettingsPage />, { at: '/settings' });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  await screen.findByLabelText('Shop name');
  return calls;
}

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

const saved = (calls: { method: string; body: unknown }[]) =>
  calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown> | undefined;

describe('the settings screen', () => {
  afterEach(resetBackoffice);

  it('shows every section with the shop’s settings', async () => {
    await openSettings();
    for (const section of [
      'Shop details',
      'Time zone',
      'Receipts',
      'Returns',
      'Stock defaults',
      'Shipping',
      'Storefront',
    ])
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    expect(screen.getByLabelText('Shop name')).toHaveValue('FitShop');
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveValue('America/New_York');
    expect(screen.getByLabelText(/Returns window/)).toHaveValue('30');
    expect(screen.getByRole('checkbox', { name: 'Show the sample rating' })).toBeChecked();
  });

  it('saves the changed settings as the contract’s body and says so', async () => {
    const calls = await openSettings([
      readRoute(),
      { method: 'PUT', path: '/api/shop/settings', body: makeShopSettingsAnswer() },
    ]);
    await retype(screen.getByLabelText('Shop name'), 'FitShop Brooklyn');
    await retype(screen.getByLabelText(/Flat shipping fee/), '4.95');
    await userEvent.type(screen.getByLabelText(/Free shipping from/), '50');
    await userEvent.click(screen.getByRole('checkbox', { name: /Save 20%/ }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Time zone/ }),
      'Europe/London',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(saved(calls)).toMatchObject({
      name: 'FitShop Brooklyn',
      time_zone: 'Europe/London',
      shipping_flat_fee: 4.95,
      shipping_free_over: 50,
      show_list_price: false,
      show_sample_rating: true,
      returns_window_days: 30,
    });
  });

  it('refuses a negative fee with the contract’s words and sends nothing', async () => {
    const calls = await openSettings();
    await retype(screen.getByLabelText(/Flat shipping fee/), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Flat shipping fee must be 0 or more')).toBeInTheDocument();
    expect(saved(calls)).toBeUndefined();
  });

  it('shows the API’s refusal', async () => {
    await openSettings([
      readRoute(),
      {
        method: 'PUT',
        path: '/api/shop/settings',
        status: 403,
        body: { error: 'Insufficient permissions' },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Insufficient permissions')).toBeInTheDocument();
  });

  it('shows how far the rollups’ rebuild is after a new time zone', async () => {
    await openSettings([
      readRoute(makeShopSettingsAnswer({}, { state: 'running', done: 120, total: 480 })),
    ]);
    expect(
      screen.getByText('Summing the daily sales again in the new time zone: 120 of 480 purchases.'),
    ).toHaveAttribute('role', 'status');
  });
});
