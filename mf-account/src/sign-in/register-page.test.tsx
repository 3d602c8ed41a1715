import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, makePurchaseList, makeUser, mockFetch } from '@shop/testing';
import { fill, renderAccountAt, resetAccount } from '../testing/render-account';

const VALID: Record<string, string> = {
  Username: 'casey',
  Email: 'casey@example.com',
  'First Name': 'Casey',
  'Last Name': 'Runner',
  'Phone (optional)': '',
  'Address (optional)': '',
  Password: 'Secret1',
  'Confirm Password': 'Secret1',
};

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () =>
  userEvent.click(
    screen.getByRole('button', { name: /^(Create Account|Creating account\.\.\.)$/ }),
  );

async function openRegister() {
  renderAccountAt('/register');
  await screen.findByRole('heading', { level: 1, name: 'Create Account' });
}

describe('the register screen', () => {
  afterEach(resetAccount);

  it.each([
    ['Username', '', 'Username is required'],
    ['Username', 'ab', 'Username must be at least 3 characters'],
    ['Username', 'a'.repeat(21), 'Username must be less than 20 characters'],
    [
      'Username',
      '\u0430dmin',
      'Username may only contain letters (A-Z, a-z), digits, dots, underscores and hyphens',
    ],
    ['Email', '', 'Email is required'],
    ['Email', 'casey.example.com', 'Invalid email address'],
    ['First Name', '', 'First name is required'],
    ['First Name', 'C', 'First name must be at least 2 characters'],
    ['Last Name', '', 'Last name is required'],
    ['Last Name', 'R', 'Last name must be at least 2 characters'],
    ['Phone (optional)', '0123', 'Invalid phone number format'],
    ['Phone (optional)', '+1 555 0100', 'Invalid phone number format'],
    ['Address (optional)', 'Main St', 'Address must be at least 10 characters'],
    ['Password', '', 'Password is required'],
    ['Password', 'Ab1', 'Password must be at least 6 characters'],
    [
      'Password',
      'secret1',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['Confirm Password', '', 'Please confirm your password'],
    ['Confirm Password', 'Secret2', 'Passwords must match'],
  ])('%s %p says "%s" under the field, and nothing is sent', async (label, value, message) => {
    const calls = mockFetch([]);
    await openRegister();
    fill({ ...VALID, [label]: value });
    await submit();
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(field(label)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['Username already exists', 'Username'],
    ['Email already exists', 'Email'],
    ['Something else went wrong', 'Username'],
  ])('shows the server error "%s" on the %s field', async (error, label) => {
    mockFetch([{ method: 'POST', path: '/api/auth/register', status: 409, body: { error } }]);
    await openRegister();
    fill(VALID);
    await submit();
    await waitFor(() => expect(field(label)).toHaveAccessibleDescription(error));
  });

  it('falls back to "Registration failed" on the username field', async () => {
    mockFetch([{ method: 'POST', path: '/api/auth/register', status: 502, body: null }]);
    await openRegister();
    fill(VALID);
    await submit();
    await waitFor(() =>
      expect(field('Username')).toHaveAccessibleDescription('Registration failed'),
    );
  });

  it('reads "Creating account..." while working, sends docs/product/api.md#accounts body and opens the dashboard', async () => {
    const answer = deferred();
    const calls = mockFetch([
      {
        method: 'POST',
        path: '/api/auth/register',
        status: 201,
        until: answer.promise,
        body: { access_token: 'jwt-new', user: makeUser({ first_name: 'Casey' }) },
      },
    ]);
    await openRegister();
    fill({
      ...VALID,
      'Phone (optional)': '+15550100',
      'Address (optional)': '1 Long Road, Springfield',
    });
    await submit();

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await act(async () => {
      answer.release();
      await answer.promise;
    });
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));

    expect(calls[0]?.body).toEqual({
      username: 'casey',
      email: 'casey@example.com',
      first_name: 'Casey',
      last_name: 'Runner',
      phone: '+15550100',
      address: '1 Long Road, Springfield',
      password: 'Secret1',
    });
    expect(localStorage.getItem('access_token')).toBe('jwt-new');
  });

  it('welcomes the new customer on their first visit, not "Welcome back"', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/register',
        status: 201,
        body: { access_token: 'jwt-new', user: makeUser({ first_name: 'Casey' }) },
      },
      { path: '/api/purchases/', body: makePurchaseList([]) },
    ]);
    await openRegister();
    fill(VALID);
    await submit();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to FitShop, Casey!' }),
    ).toBeInTheDocument();
  });

  it('toggles both password fields and links to sign in', async () => {
    mockFetch([]);
    await openRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(field('Confirm Password')).toHaveAttribute('type', 'text');
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('keeps where the shopper was going on the way to sign in instead', async () => {
    mockFetch([]);
    renderAccountAt('/register?redirect=%2Fcart');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcart',
    );
  });
});
