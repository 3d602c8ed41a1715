import { PERMISSIONS } from '@shop/contracts';
import { makeUser } from '@shop/testing';
import { createShopStore } from '../store';
import { signedIn, signedOut } from './auth.slice';
import { selectMustChangePassword, selectPermissions } from './permissions';

describe('the signed-in user’s permissions', () => {
  it('are the set the API sent, every one for admin, none signed out', () => {
    const store = createShopStore();
    expect(selectPermissions(store.getState())).toEqual([]);
    store.dispatch(
      signedIn({ token: 't', user: makeUser({ role: 'staff', permissions: ['sell'] }) }),
    );
    expect(selectPermissions(store.getState())).toEqual(['sell']);
    store.dispatch(signedIn({ token: 't', user: makeUser({ role: 'admin', permissions: [] }) }));
    expect(selectPermissions(store.getState())).toEqual(PERMISSIONS);
    store.dispatch(signedOut());
    expect(selectPermissions(store.getState())).toEqual([]);
  });

  it('know a temporary password that must be changed first', () => {
    const store = createShopStore();
    store.dispatch(
      signedIn({ token: 't', user: makeUser({ role: 'staff', must_change_password: true }) }),
    );
    expect(selectMustChangePassword(store.getState())).toBe(true);
  });
});
