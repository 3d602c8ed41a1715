import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS, readJson, readText } from '../storage';
import type { UserProfile } from '@shop/contracts';

/**
 * `loading` until the stored token has been checked against the API
 * (docs/product/account.md#session).
 */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  token: string | null;
  user: UserProfile | null;
  status: SessionStatus;
  /**
   * The session began by registering: the account's first visit
   * (docs/decisions/0077-a-first-visit-is-known.md).
   */
  firstVisit: boolean;
}

/** A saved token means "probably signed in" until `checkSession` has asked the API. */
export function restoreAuthState(): AuthState {
  const token = readText(STORAGE_KEYS.token);
  const user = token ? readJson<UserProfile>(STORAGE_KEYS.user) : null;
  const firstVisit = token !== null && readText(STORAGE_KEYS.firstVisit) === 'true';
  return { token, user, status: token ? 'loading' : 'signedOut', firstVisit };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: restoreAuthState,
  reducers: {
    /** Login or registration succeeded; `firstVisit` when the account was made just now. */
    signedIn(
      _state,
      action: PayloadAction<{ token: string; user: UserProfile; firstVisit?: boolean }>,
    ) {
      const { firstVisit = false, ...session } = action.payload;
      return { ...session, status: 'signedIn', firstVisit };
    },
    /** The stored session is good; refreshes the user when the API sent a newer copy. */
    sessionConfirmed(state, action: PayloadAction<UserProfile | undefined>) {
      if (action.payload) state.user = action.payload;
      state.status = 'signedIn';
    },
    /**
     * The password changed: the API refuses every older token and handed this device a fresh
     * one (docs/decisions/0060-a-password-change-ends-other-sessions.md), which keeps it signed in.
     */
    tokenRenewed(state, action: PayloadAction<string>) {
      if (state.token !== null) state.token = action.payload;
      // A temporary password is gone once changed (docs/product/staff.md#a-temporary-password).
      if (state.user?.must_change_password) state.user.must_change_password = false;
    },
    /** The profile changed (profile screen). */
    userUpdated(state, action: PayloadAction<UserProfile>) {
      state.user = action.payload;
    },
    /** Sign out, a 401 or an unusable stored session: forget everything. */
    signedOut() {
      return { token: null, user: null, status: 'signedOut' as const, firstVisit: false };
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectRole: (state) => state.user?.role ?? null,
    selectIsFirstVisit: (state) => state.firstVisit,
  },
});

export const { signedIn, sessionConfirmed, tokenRenewed, userUpdated, signedOut } =
  authSlice.actions;
export const {
  selectToken,
  selectUser,
  selectSessionStatus,
  selectIsSignedIn,
  selectRole,
  selectIsFirstVisit,
} = authSlice.selectors;
