import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS, readJson, readText } from '../storage';
import type { UserProfile } from '@shop/contracts';

/** `loading` until the stored token has been checked against the API (docs/product.md §4). */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  token: string | null;
  user: UserProfile | null;
  status: SessionStatus;
}

/** A saved token means "probably signed in" until `checkSession` has asked the API. */
export function restoreAuthState(): AuthState {
  const token = readText(STORAGE_KEYS.token);
  const user = token ? readJson<UserProfile>(STORAGE_KEYS.user) : null;
  return { token, user, status: token ? 'loading' : 'signedOut' };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: restoreAuthState,
  reducers: {
    /** Login or registration succeeded (the account module dispatches this). */
    signedIn(_state, action: PayloadAction<{ token: string; user: UserProfile }>) {
      return { ...action.payload, status: 'signedIn' };
    },
    /** The stored session is good; refreshes the user when the API sent a newer copy. */
    sessionConfirmed(state, action: PayloadAction<UserProfile | undefined>) {
      if (action.payload) state.user = action.payload;
      state.status = 'signedIn';
    },
    /** The profile changed (profile screen). */
    userUpdated(state, action: PayloadAction<UserProfile>) {
      state.user = action.payload;
    },
    /** Sign out, a 401 or an unusable stored session: forget everything. */
    signedOut() {
      return { token: null, user: null, status: 'signedOut' as const };
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectRole: (state) => state.user?.role ?? null,
  },
});

export const { signedIn, sessionConfirmed, userUpdated, signedOut } = authSlice.actions;
export const { selectToken, selectUser, selectSessionStatus, selectIsSignedIn, selectRole } =
  authSlice.selectors;
