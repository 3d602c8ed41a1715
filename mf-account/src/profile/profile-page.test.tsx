import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStore, selectUser } from '@shop/shop-state';
import { makeUser, mockFetch } from '@shop/testing';
import { fill, renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

const casey = makeUser({
  username: 'casey',
  first_name: 'Casey',
  last_name: 'Runner',
  email: 'casey@example.com',
  phone: '+15550100',
  address: null,
  created_at: '2025-03-04T10:00:00.000Z',
});

async function openProfile() {
  signInAs(casey);
  renderAccountAt('/profile');
  await screen.findByRole('tab', { name: 'Profile Information' });
}

describe('the profile tab', () => {
  afterEach(resetAccount);

  it('is read-only until Edit Profile, and Cancel puts the saved values back', async () => {
    mockFetch([]);
    await openProfile();
    expect(field('Username')).toHaveValue('casey');
    expect(field('Role')).toHaveValue('customer');
    expect(field('Member Since')).toHaveValue('March 4, 2025');
    expect(field('Username')).toHaveAttribute('readonly');
    expect(field('First Name')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveValue('casey@example.com');

    await click('Edit Profile');
    expect(field('First Name')).not.toHaveAttribute('readonly');
    fill({ 'First Name': 'Kasey' });
    await click('Cancel');
    expect(field('First Name')).toHaveValue('Casey');
    expect(field('First Name')).toHaveAttribute('readonly');
  });

  it.each([
    ['First Name', '', 'First name is required'],
    ['First Name', 'K', 'First name must be at least 2 characters'],
    ['Last Name', '', 'Last name is required'],
    ['Last Name', 'R', 'Last name must be at least 2 characters'],
    ['Email', '', 'Email is required'],
    ['Email', 'casey@', 'Invalid email address'],
    ['Phone', '555-0100', 'Invalid phone number'],
    ['Address', 'x'.repeat(501), 'Address must be less than 500 characters'],
  ])('%s %p says "%s"', async (label, value, message) => {
    const calls = mockFetch([]);
    await openProfile();
    await click('Edit Profile');
    // fireEvent sets '' too: clearing a filled field is the "required" case here.
    act(() => {
      field(label).focus();
    });
    await userEvent.clear(field(label));
    if (value) fill({ [label]: value });
    await click('Save Changes');
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves, updates the signed-in user and shows a green banner for 3 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const saved = { ...casey, first_name: 'Kasey', phone: null };
    const calls = mockFetch([{ method: 'PUT', path: '/api/auth/profile', body: { user: saved } }]);
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Kasey');
    await user.clear(field('Phone'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Profile updated successfully');
    expect(banner).toHaveClass('ant-alert-success');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      first_name: 'Kasey',
      last_name: 'Runner',
      email: 'casey@example.com',
    });
    expect(selectUser(getStore().getState())?.first_name).toBe('Kasey');
    expect(field('First Name')).toHaveAttribute('readonly');

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Profile updated successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it.each([
    [{ error: 'Email already exists' }, 'Email already exists'],
    [{}, 'Profile update failed'],
  ])('shows a failure (%p) in a red banner for 5 seconds', async (body, message) => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockFetch([{ method: 'PUT', path: '/api/auth/profile', status: 409, body }]);
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(message);
    expect(banner).toHaveClass('ant-alert-error');
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText(message)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
