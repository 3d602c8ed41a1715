import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_PASSWORD_WRONG, PIN_MESSAGE } from '@shop/contracts';
import { makeUser, mockFetch } from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

const pinForm = () => screen.getByRole('form', { name: 'Till PIN' });
// "New PIN (4 to 8 digits)": the hint is part of the label.
const field = (label: string) =>
  within(pinForm()).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function openSecurity(role: 'staff' | 'admin' | 'customer') {
  signInAs(makeUser({ role }));
  renderAccountAt('/profile');
  await userEvent.click(await screen.findByRole('tab', { name: 'Security' }));
  await screen.findByRole('heading', { name: 'Change Password' });
}

async function typeInto(label: string, text: string) {
  await userEvent.type(field(label), text);
}

describe('the Till PIN on the security tab', () => {
  afterEach(resetAccount);

  it('is not offered to a customer', async () => {
    mockFetch([]);
    await openSecurity('customer');
    expect(screen.queryByRole('heading', { name: 'Till PIN' })).not.toBeInTheDocument();
  });

  it.each([
    ['New PIN', '123', PIN_MESSAGE],
    ['New PIN', '12ab', PIN_MESSAGE],
    ['New PIN', '123456789', PIN_MESSAGE],
    ['Confirm New PIN', '9999', 'The PINs must match'],
  ])('refuses %s %p before sending: "%s"', async (label, value, message) => {
    const calls = mockFetch([]);
    await openSecurity('staff');
    await typeInto('Current Password', 'Staff123!');
    await typeInto('New PIN', label === 'New PIN' ? value : '2468');
    await typeInto('Confirm New PIN', label === 'Confirm New PIN' ? value : '2468');
    await userEvent.click(within(pinForm()).getByRole('button', { name: 'Save PIN' }));
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('asks for the current password', async () => {
    const calls = mockFetch([]);
    await openSecurity('admin');
    await typeInto('New PIN', '2468');
    await typeInto('Confirm New PIN', '2468');
    await userEvent.click(within(pinForm()).getByRole('button', { name: 'Save PIN' }));
    expect(field('Current Password')).toHaveAccessibleDescription('Current password is required');
    expect(field('Current Password')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('sends the password and the PIN by keyboard, then says so in green and empties the form', async () => {
    const calls = mockFetch([
      { method: 'PUT', path: '/api/auth/pin', body: { message: 'PIN saved' } },
    ]);
    await openSecurity('staff');
    await typeInto('Current Password', 'Staff123!');
    await typeInto('New PIN', '2468');
    await typeInto('Confirm New PIN', '2468{Enter}');

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Your till PIN was saved successfully');
    expect(banner).toHaveClass('ant-alert-success');
    const sent = calls.find((call) => call.url.pathname === '/api/auth/pin');
    expect(sent?.body).toEqual({ current_password: 'Staff123!', pin: '2468' });
    await waitFor(() => expect(field('New PIN')).toHaveValue(''));
    expect(field('Current Password')).toHaveValue('');
  });

  it('shows the server’s refusal in a red banner', async () => {
    mockFetch([
      {
        method: 'PUT',
        path: '/api/auth/pin',
        status: 400,
        body: { error: CURRENT_PASSWORD_WRONG },
      },
    ]);
    await openSecurity('staff');
    await typeInto('Current Password', 'nope');
    await typeInto('New PIN', '2468');
    await typeInto('Confirm New PIN', '2468');
    await userEvent.click(within(pinForm()).getByRole('button', { name: 'Save PIN' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(CURRENT_PASSWORD_WRONG),
    );
    expect(screen.getByRole('alert')).toHaveClass('ant-alert-error');
  });
});
