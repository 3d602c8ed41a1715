import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGISTER_NAME_TAKEN } from '@shop/contracts';
import { makeRegister, makeUser, mockFetch } from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../../testing/render-backoffice';
import { RegistersSection } from './registers-section';

jest.setTimeout(20_000);

const registers = [
  makeRegister({ id: 2, name: 'Back counter' }),
  makeRegister(),
  makeRegister({ id: 3, name: 'Pop-up', retired_at: '2025-02-01T12:00:00.000Z' }),
];

async function openSection(routes: Parameters<typeof mockFetch>[0] = []) {
  const calls = mockFetch([
    ...routes,
    { method: 'GET', path: '/api/shop/registers', body: { registers } },
  ]);
  signInAs(makeUser({ role: 'admin' }));
  renderScreen(<RegistersSection />, { at: '/settings' });
  await screen.findByRole('list', { name: 'Registers' });
  return calls;
}

describe('the registers of the settings', () => {
  afterEach(resetBackoffice);

  it('lists the registers, the retired one without actions', async () => {
    await openSection();
    const list = within(screen.getByRole('list', { name: 'Registers' }));
    expect(list.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Back counter',
      'Front counter',
      'Pop-up',
    ]);
    expect(
      within(list.getByRole('listitem', { name: 'Pop-up' })).getByText(/Retired/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retire Pop-up' })).not.toBeInTheDocument();
  });

  it('adds a register, showing a taken name under the field', async () => {
    const calls = await openSection([
      {
        method: 'POST',
        path: '/api/shop/registers',
        status: 409,
        body: { error: REGISTER_NAME_TAKEN },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add register' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add register' }));
    await waitFor(() => expect(dialog.getByLabelText('Register name')).toHaveFocus());
    await userEvent.keyboard('front counter');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText(REGISTER_NAME_TAKEN)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'front counter' });
  });

  it('renames and retires a register', async () => {
    const calls = await openSection([
      {
        method: 'PUT',
        path: '/api/shop/registers/1',
        body: { register: makeRegister({ name: 'Till 1' }) },
      },
      {
        method: 'POST',
        path: '/api/shop/registers/2/retire',
        body: { register: makeRegister({ id: 2, retired_at: '2025-03-05T12:00:00.000Z' }) },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Rename Front counter' }));
    const rename = within(await screen.findByRole('dialog', { name: 'Rename Front counter' }));
    await userEvent.clear(rename.getByLabelText('Register name'));
    await userEvent.type(rename.getByLabelText('Register name'), 'Till 1');
    await userEvent.click(rename.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Till 1' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Retire Back counter' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Retire Back counter?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Retire' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname === '/api/shop/registers/2/retire')).toBe(true),
    );
  });
});
