import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStaffUser, mockFetch } from '@shop/testing';
import { fill, renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

jest.setTimeout(20_000);

describe('choosing a new password after a temporary one', () => {
  afterEach(resetAccount);

  it('changes the temporary password, then goes on to the page wanted', async () => {
    const calls = mockFetch([
      {
        method: 'PUT',
        path: '/api/auth/change-password',
        body: { message: 'Password changed successfully', access_token: 'fresh' },
      },
    ]);
    signInAs(makeStaffUser(undefined, { must_change_password: true }));
    renderAccountAt('/choose-password?redirect=%2Finventory');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();

    fill({
      'Current Password': 'Temp12345',
      'New Password': 'Mine12345',
      'Confirm New Password': 'Mine12345',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(window.location.pathname).toBe('/inventory'));
    expect(calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      [
        'PUT',
        '/api/auth/change-password',
        { current_password: 'Temp12345', new_password: 'Mine12345' },
      ],
    ]);
  });

  it('stays on the form while the password is still temporary', async () => {
    mockFetch([
      {
        method: 'PUT',
        path: '/api/auth/change-password',
        status: 400,
        body: { error: 'Current password is incorrect' },
      },
    ]);
    signInAs(makeStaffUser(undefined, { must_change_password: true }));
    renderAccountAt('/choose-password?redirect=%2Finventory');
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    fill({
      'Current Password': 'Wrong12345',
      'New Password': 'Mine12345',
      'Confirm New Password': 'Mine12345',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(window.location.pathname).toBe('/choose-password');
  });
});
