import { makeUser } from '@shop/testing';
import { createShopStore } from '../store';
import {
  selectIsFirstVisit,
  selectIsSignedIn,
  selectSessionStatus,
  selectUser,
  signedIn,
  signedOut,
} from './auth.slice';

describe('session state', () => {
  it('starts signed out when no token is stored', () => {
    expect(selectSessionStatus(createShopStore().getState())).toBe('signedOut');
  });

  it('restores the stored token and user, pending the profile check', () => {
    localStorage.setItem('access_token', 'stored-token');
    localStorage.setItem('user', JSON.stringify(makeUser({ first_name: 'Dana' })));
    const state = createShopStore().getState();
    expect(selectSessionStatus(state)).toBe('loading');
    expect(selectUser(state)?.first_name).toBe('Dana');
  });

  it('saves a new session to storage and clears it all on sign-out', () => {
    const store = createShopStore();
    store.dispatch(signedIn({ token: 'fresh', user: makeUser({ role: 'staff' }) }));
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(localStorage.getItem('access_token')).toBe('fresh');
    expect((JSON.parse(localStorage.getItem('user') ?? '{}') as { role?: string }).role).toBe(
      'staff',
    );

    store.dispatch(signedOut());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("keeps a new account's first visit through a reload, until the next sign-in", () => {
    const store = createShopStore();
    store.dispatch(signedIn({ token: 'new', user: makeUser(), firstVisit: true }));
    expect(selectIsFirstVisit(createShopStore().getState())).toBe(true);

    store.dispatch(signedOut());
    store.dispatch(signedIn({ token: 'again', user: makeUser() }));
    expect(selectIsFirstVisit(store.getState())).toBe(false);
    expect(selectIsFirstVisit(createShopStore().getState())).toBe(false);
    expect(localStorage.getItem('first_visit')).toBeNull();
  });
});
