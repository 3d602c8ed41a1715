import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authApi } from './auth.api';
import { sessionConfirmed, signedOut, type AuthState } from './auth.slice';

type SessionThunk = ThunkAction<Promise<void>, { auth: AuthState }, unknown, UnknownAction>;

/**
 * Start-up check of a stored session (docs/product/account.md#session). Only a 401 means the
 * session is invalid (the base query then signs out); any other failure (API down, profile
 * route not deployed yet) keeps the stored user rather than signing people out.
 */
export function checkSession(): SessionThunk {
  return async (dispatch, getState) => {
    const { token, user } = getState().auth;
    if (!token) {
      dispatch(signedOut());
      return;
    }
    const result = await dispatch(
      authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    // A 401 has already ended the session in the base query (and reset the api cache).
    if (!getState().auth.token) return;
    if (result.data) dispatch(sessionConfirmed(result.data));
    else if (user) dispatch(sessionConfirmed(user));
    // A token without a saved user cannot say who is signed in: start over.
    else dispatch(signedOut());
  };
}
