import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStore, selectUser } from '@shop/shop-state';
import { deferred, makeUser, mockFetch } from '@shop/testing';
import { fill, renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

const password = () => screen.getByLabelText('Password', { selector: 'input' });
const signInButton = () => screen.getByRole('button', { name: /^(Sign In|Signing in\.\.\.)$/ });

async function openSignIn(path = '/login') {
  renderAccountAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
}

describe('the sign-in screen', () => {
  afterEach(resetAccount);

  it.each([
    ['', 'Secret1', 'Username or Email', 'Username or email is required'],
    ['casey', '', 'Password', 'Password is required'],
    ['casey', 'abc', 'Password', 'Password must be at least 6 characters'],
  ])('username %p, password %p: "%s" says "%s"', async (username, secret, label, message) => {
    const calls = mockFetch([]);
    await openSignIn();
    fill({ 'Username or Email': username, Password: secret });
    await userEvent.click(signInButton());
    expect(screen.getByLabelText(label, { selector: 'input' })).toHaveAccessibleDescription(
      message,
    );
    expect(calls).toHaveLength(0);
  });

  it('shows the API error under the password field, and "Login failed" without one', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        status: 401,
        body: { error: 'Invalid username or password' },
      },
    ]);
    await openSignIn();
    fill({ 'Username or Email': 'casey', Password: 'Wrong123' });
    await userEvent.click(signInButton());
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription('Invalid username or password'),
    );
    expect(window.location.pathname).toBe('/login');

    mockFetch([{ method: 'POST', path: '/api/auth/login', status: 500, body: 'oops' }]);
    await userEvent.click(signInButton());
    await waitFor(() => expect(password()).toHaveAccessibleDescription('Login failed'));
  });

  it('reads "Signing in..." while working, then stores the session and opens the dashboard', async () => {
    const answer = deferred();
    const user = makeUser({ first_name: 'Casey' });
    const calls = mockFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        until: answer.promise,
        body: { access_token: 'jwt-1', user },
      },
    ]);
    await openSignIn();
    fill({ 'Username or Email': ' casey@example.com ', Password: 'Secret1' });
    await userEvent.click(signInButton());

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await act(async () => {
      answer.release();
      await answer.promise;
    });

    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(calls[0]?.body).toEqual({ username: 'casey@example.com', password: 'Secret1' });
    expect(localStorage.getItem('access_token')).toBe('jwt-1');
    expect(selectUser(getStore().getState())?.first_name).toBe('Casey');
  });

  it.each([
    ['/login?redirect=%2Finventory%3Fq%3Dtee', '/inventory?q=tee'],
    ['/login?redirect=%2F%2Fevil.com', '/dashboard'],
    ['/login?redirect=https%3A%2F%2Fevil.com', '/dashboard'],
  ])('from %s, a successful sign-in opens %s', async (start, expected) => {
    mockFetch([
      { method: 'POST', path: '/api/auth/login', body: { access_token: 'jwt', user: makeUser() } },
    ]);
    await openSignIn(start);
    fill({ 'Username or Email': 'casey', Password: 'Secret1' });
    await userEvent.click(signInButton());
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe(expected));
  });

  it('shows and hides the password, and links to register and home', async () => {
    mockFetch([]);
    await openSignIn();
    expect(password()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');

    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('says why when the cart sent the shopper, and keeps the way back through registration', async () => {
    mockFetch([]);
    await openSignIn('/login?redirect=%2Fcart');
    expect(screen.getByText('Sign in to complete your purchase')).toBeVisible();
    expect(screen.queryByText(/Welcome back!/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fcart',
    );
  });

  it.each(['/login', '/register'])(
    'sends a signed-in user who opens %s on to the dashboard',
    async (path) => {
      mockFetch([{ path: '/api/purchases/', body: { purchases: [], total: 0, pages: 0 } }]);
      signInAs(makeUser({ first_name: 'Casey' }));
      renderAccountAt(path);
      await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome back, Casey!' }),
      ).toBeInTheDocument();
    },
  );
});
