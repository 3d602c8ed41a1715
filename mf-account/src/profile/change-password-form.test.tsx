import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, makeUser, mockFetch } from '@shop/testing';
import { fill, renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submitButton = () =>
  screen.getByRole('button', { name: /^(Change Password|Changing password\.\.\.)$/ });

const VALID = {
  'Current Password': 'Old12345',
  'New Password': 'New12345',
  'Confirm New Password': 'New12345',
};

async function openSecurity() {
  signInAs(makeUser());
  renderAccountAt('/profile');
  await userEvent.click(await screen.findByRole('tab', { name: 'Security' }));
  await screen.findByRole('heading', { name: 'Change Password' });
}

describe('the security tab', () => {
  afterEach(resetAccount);

  it.each([
    ['Current Password', '', 'Current password is required'],
    ['New Password', '', 'New password is required'],
    ['New Password', 'Ab1', 'Password must be at least 6 characters'],
    [
      'New Password',
      'NEWPASS1',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['Confirm New Password', '', 'Please confirm your password'],
    ['Confirm New Password', 'New99999', 'Passwords must match'],
  ])('%s %p says "%s"', async (label, value, message) => {
    const calls = mockFetch([]);
    await openSecurity();
    fill({ ...VALID, [label]: value });
    await userEvent.click(submitButton());
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('reads "Changing password..." while working, then shows the API message in green', async () => {
    const answer = deferred();
    const calls = mockFetch([
      {
        method: 'PUT',
        path: '/api/auth/change-password',
        until: answer.promise,
        body: { message: 'Password changed successfully' },
      },
    ]);
    await openSecurity();
    fill(VALID);
    await userEvent.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Changing password...' })).toBeDisabled();
    await act(async () => {
      answer.release();
      await answer.promise;
    });

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Password changed successfully');
    expect(banner).toHaveClass('ant-alert-success');
    const sent = calls.find((call) => call.url.pathname === '/api/auth/change-password');
    expect(sent?.body).toEqual({ current_password: 'Old12345', new_password: 'New12345' });
    expect(field('Current Password')).toHaveValue('');
  });

  it.each([
    [{ error: 'Current password is incorrect' }, 'Current password is incorrect'],
    [{}, 'Password change failed'],
  ])('shows a failure (%p) in a red banner', async (body, message) => {
    mockFetch([{ method: 'PUT', path: '/api/auth/change-password', status: 400, body }]);
    await openSecurity();
    fill(VALID);
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('alert')).toHaveClass('ant-alert-error');
  });
});
