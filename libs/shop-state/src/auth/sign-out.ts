import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authApi } from './auth.api';
import { signedOut, type AuthState } from './auth.slice';

type SessionThunk = ThunkAction<Promise<void>, { auth: AuthState }, unknown, UnknownAction>;

/**
 * Sign out (docs/product/account.md#session,
 * docs/decisions/0061-sign-out-ends-the-token-on-the-server.md): this browser forgets the session
 * at once, then the API is told to refuse the token from now on. A failed call (API down, token
 * already refused) still leaves the browser signed out; the token then dies at its expiry.
 */
export function signOut(): SessionThunk {
  return async (dispatch, getState) => {
    const { token } = getState().auth;
    dispatch(signedOut());
    if (token) await dispatch(authApi.endpoints.logout.initiate(token));
  };
}
