import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { navigateToUrl } from 'single-spa';
import { signedOut, type AuthState } from '../auth/auth.slice';
import { STORAGE_KEYS, readText } from '../storage';
import { selectProductViewer } from '../catalog/product-viewer';
import type { RootState } from '../store';
import { approvalHandler, permissionRefusalOf, withApproval } from './approval';
import { noteFailedAnswer } from './failed-request';

function tokenFrom(state: unknown): string | null {
  return (state as { auth?: AuthState }).auth?.token ?? null;
}

/**
 * Calls that prove who someone is rather than rely on a token. They never send the
 * stored one, so a stale token left in storage cannot turn a wrong password (401)
 * into "your session ended".
 */
const ANONYMOUS_ENDPOINTS = new Set(['login', 'register']);

/**
 * Catalogue reads, which the API answers alike for everyone but staff (who also see cost
 * prices). Other sessions send them without the token, so they are the very requests the
 * page's preload hints made and the browser hands those answers over
 * (docs/performance.md#first-screens-composed-at-release). Staff requests carry the token and ask
 * again.
 */
const CATALOGUE_ENDPOINTS = new Set([
  'getProducts',
  'getProduct',
  'getStyleCards',
  'getCategories',
]);

function tokenFor(state: unknown, endpoint: string): string | null {
  if (ANONYMOUS_ENDPOINTS.has(endpoint)) return null;
  if (CATALOGUE_ENDPOINTS.has(endpoint) && selectProductViewer(state as RootState) === 'public')
    return null;
  // The store is the source of truth; storage covers a token written by another tab.
  return tokenFrom(state) ?? readText(STORAGE_KEYS.token);
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders(headers, { getState, endpoint }) {
    const token = tokenFor(getState(), endpoint);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Sends the browser to sign-in, remembering where it was (the login screen reads `redirect`). */
export function redirectToLogin(): void {
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  navigateToUrl(`/login?redirect=${encodeURIComponent(pathname + search)}`);
}

/**
 * fetchBaseQuery plus docs/product/account.md#session rule: a 401 ends the session (state and
 * storage) and goes to /login. Only when a token was sent: a wrong password on the login
 * form is also a 401, and must stay on the form to show its message. A mutation refused for a
 * missing permission is offered for approval when a screen has registered an approval handler.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const sentToken = tokenFor(api.getState(), api.endpoint);
  let result = await rawBaseQuery(args, api, extraOptions);
  // An action refused for a missing permission may be approved on the spot: ask whoever is at
  // the screen, and send the same request again with the approver's name and PIN until it is
  // answered otherwise or they decline (docs/product/staff.md#approval-on-the-spot). Reads are
  // never approved: a screen the user may not see simply shows the refusal.
  const ask = api.type === 'mutation' ? approvalHandler() : null;
  let refusal = ask ? permissionRefusalOf(result.error) : null;
  while (ask && refusal) {
    const approval = await ask(refusal);
    if (!approval) break;
    result = await rawBaseQuery(withApproval(args, approval), api, extraOptions);
    refusal = permissionRefusalOf(result.error);
  }
  // A crash report names the failed call's request id (docs/operations.md#client-events).
  if (result.error) noteFailedAnswer(result.meta?.response);
  if (result.error?.status === 401 && sentToken) {
    api.dispatch(signedOut());
    redirectToLogin();
  }
  return result;
};
