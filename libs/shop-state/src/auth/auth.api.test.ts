import { makeUser, mockFetch } from '@shop/testing';
import { createShopStore } from '../store';
import { apiErrorMessage } from '../api/api-error';
import { authApi } from './auth.api';
import { selectIsSignedIn, selectUser } from './auth.slice';

describe('the account endpoints', () => {
  beforeEach(() => window.history.replaceState(null, '', '/login'));

  it('a login stores the session, in the store and under docs/product/roles-and-rules.md#business-constants-and-limits keys', async () => {
    const user = makeUser({ first_name: 'Dana' });
    mockFetch([{ method: 'POST', path: '/api/auth/login', body: { access_token: 'jwt', user } }]);
    const store = createShopStore();
    await store.dispatch(authApi.endpoints.login.initiate({ username: 'dana', password: 'x' }));
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(localStorage.getItem('access_token')).toBe('jwt');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(user);
  });

  it('a wrong password never sends a stale token, so it does not end a session or navigate', async () => {
    localStorage.setItem('access_token', 'stale');
    localStorage.setItem('user', JSON.stringify(makeUser()));
    const calls = mockFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        status: 401,
        body: { error: 'Invalid username or password' },
      },
    ]);
    const store = createShopStore();
    await store.dispatch(authApi.endpoints.login.initiate({ username: 'dana', password: 'bad' }));
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(localStorage.getItem('access_token')).toBe('stale');
    expect(window.location.search).toBe('');
  });

  it('a profile update refreshes the stored user', async () => {
    localStorage.setItem('access_token', 'jwt');
    localStorage.setItem('user', JSON.stringify(makeUser({ first_name: 'Old' })));
    mockFetch([
      { method: 'PUT', path: '/api/auth/profile', body: { user: makeUser({ first_name: 'New' }) } },
    ]);
    const store = createShopStore();
    await store.dispatch(
      authApi.endpoints.updateProfile.initiate({
        first_name: 'New',
        last_name: 'Runner',
        email: 'customer@example.com',
      }),
    );
    expect(selectUser(store.getState())?.first_name).toBe('New');
    expect(
      (JSON.parse(localStorage.getItem('user') ?? '{}') as { first_name?: string }).first_name,
    ).toBe('New');
  });
});

describe('apiErrorMessage', () => {
  it.each([
    [
      { status: 401, data: { error: 'Invalid username or password' } },
      'Invalid username or password',
    ],
    [{ status: 500, data: 'Internal Server Error' }, 'Login failed'],
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Login failed'],
    [{ status: 400, data: { error: '  ' } }, 'Login failed'],
    [undefined, 'Login failed'],
  ])('%p reads "%s"', (error, expected) => {
    expect(apiErrorMessage(error, 'Login failed')).toBe(expected);
  });
});
