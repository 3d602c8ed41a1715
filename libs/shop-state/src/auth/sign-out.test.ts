import { makeUser, mockFetch } from '@shop/testing';
import { createShopStore } from '../store';
import { authApi } from './auth.api';
import { selectIsSignedIn, selectToken } from './auth.slice';
import { signOut } from './sign-out';

describe('sign-out and password change (docs/decisions/0060-a-password-change-ends-other-sessions.md, docs/decisions/0061-sign-out-ends-the-token-on-the-server.md)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/profile');
    localStorage.setItem('access_token', 'old-jwt');
    localStorage.setItem('user', JSON.stringify(makeUser()));
  });

  it('sign-out forgets the session and tells the API to refuse that token', async () => {
    const calls = mockFetch([
      { method: 'POST', path: '/api/auth/logout', body: { message: 'Signed out' } },
    ]);
    const store = createShopStore();
    await store.dispatch(signOut());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-jwt');
  });

  it('sign-out still signs out, and stays on the page, when the API refuses or is down', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/logout',
        status: 401,
        body: { error: 'Invalid or expired token' },
      },
    ]);
    const store = createShopStore();
    await store.dispatch(signOut());
    expect(selectToken(store.getState())).toBeNull();
    expect(window.location.pathname).toBe('/profile');
  });

  it('a password change keeps this device signed in with the fresh token', async () => {
    mockFetch([
      {
        method: 'PUT',
        path: '/api/auth/change-password',
        body: { message: 'Password changed successfully', access_token: 'fresh-jwt' },
      },
    ]);
    const store = createShopStore();
    await store.dispatch(
      authApi.endpoints.changePassword.initiate({
        current_password: 'Old1pass',
        new_password: 'New1pass',
      }),
    );
    expect(selectToken(store.getState())).toBe('fresh-jwt');
    expect(localStorage.getItem('access_token')).toBe('fresh-jwt');
  });
});
