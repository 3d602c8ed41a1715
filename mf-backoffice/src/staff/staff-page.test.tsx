import { PIN_MESSAGE } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStaffMember, makeStaffUser, mockFetch } from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { StaffPage } from './staff-page';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(30_000);

const sam = makeStaffMember({ id: 51, first_name: 'Sam', last_name: 'Till', username: 'sam' });
const robin = makeStaffMember({
  id: 52,
  first_name: 'Robin',
  last_name: 'Gone',
  active: false,
  has_pin: false,
  last_sign_in_at: null,
});

function openStaff(routes: Parameters<typeof mockFetch>[0] = []) {
  const calls = mockFetch([...routes, { path: '/api/staff', body: { staff: [sam, robin] } }]);
  signInAs();
  renderScreen(<StaffPage />, { at: '/staff' });
  return calls;
}

const posts = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [call.url.pathname, call.body]);

describe('the Staff screen', () => {
  afterEach(resetBackoffice);

  it('lists the accounts with their status, PIN and last sign-in', async () => {
    openStaff();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Sam Till \(sam\).*Active.*Set.*2025/),
      expect.stringMatching(/Robin Gone.*Deactivated.*Not set.*Never/),
    ]);
    expect(screen.getByRole('button', { name: 'Reactivate Robin Gone' })).toBeInTheDocument();
  });

  it('creates an account with a temporary password that it shows once', async () => {
    const calls = openStaff([
      {
        method: 'POST',
        path: '/api/staff',
        status: 201,
        body: { member: makeStaffMember({ username: 'alex', must_change_password: true }) },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'New staff account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'alex');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'alex@example.com');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Alex');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Shelf');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    const password = within(dialog).getByLabelText<HTMLInputElement>(/Temporary password/).value;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      `Created alex. Their temporary password is ${password}`,
    );
    expect(posts(calls)).toEqual([
      [
        '/api/staff',
        {
          username: 'alex',
          email: 'alex@example.com',
          first_name: 'Alex',
          last_name: 'Shelf',
          role: 'admin',
          password: password,
        },
      ],
    ]);
  });

  it('deactivates after asking, and says what it means', async () => {
    const calls = openStaff([{ method: 'POST', path: '/api/staff/51/deactivate', body: {} }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Sam Till' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('signed out everywhere at once');
    expect(posts(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(posts(calls)).toEqual([['/api/staff/51/deactivate', undefined]]);
  });

  it('resets a password and shows the new temporary one once', async () => {
    const calls = openStaff([{ method: 'POST', path: '/api/staff/51/reset-password', body: {} }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset password Sam Till' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    const shown = await within(dialog).findByRole('status');
    const sent = posts(calls)[0]?.[1] as { password: string };
    expect(sent.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{10}$/);
    expect(shown).toHaveTextContent(`The temporary password of sam is ${sent.password}`);
  });

  it('sets a PIN of 4 to 8 digits', async () => {
    const calls = openStaff([{ method: 'PUT', path: '/api/staff/52/pin', body: {} }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Set PIN Robin Gone' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^PIN/), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set PIN' }));
    expect(within(dialog).getByLabelText(/^PIN/)).toHaveAccessibleDescription(PIN_MESSAGE);
    await userEvent.type(within(dialog).getByLabelText(/^PIN/), '3456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set PIN' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(posts(calls)).toEqual([['/api/staff/52/pin', { pin: '123456' }]]);
  });

  it('tells a user without the permission instead of asking the API', () => {
    const calls = mockFetch([]);
    signInAs(makeStaffUser());
    renderScreen(<StaffPage />, { at: '/staff' });
    expect(screen.getByText(/needs the “Manage staff and settings” permission/)).toBeVisible();
    expect(calls).toEqual([]);
  });
});
