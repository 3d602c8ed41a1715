import type { Role } from '@shop/contracts';
import { makeUser, mockFetch } from '@shop/testing';
import { createShopStore } from '../store';
import { injectEndpoints } from './inject-endpoints';
import { takeFailedRequestId } from './failed-request';
import { catalogApi } from '../catalog/catalog.api';
import { checkSession } from '../auth/check-session';
import { selectSessionStatus, selectUser } from '../auth/auth.slice';

const ordersApi = injectEndpoints((build) => ({
  getOrders: build.query<unknown, void>({ query: () => '/purchases/' }),
}));

function storeWithSession(role: Role = 'customer') {
  localStorage.setItem('access_token', 'token-1');
  localStorage.setItem('user', JSON.stringify(makeUser({ role, first_name: 'Sam' })));
  return createShopStore();
}

describe('the api base query', () => {
  beforeEach(() => window.history.replaceState(null, '', '/purchases?page=2'));

  it('sends the stored token as a bearer token under /api', async () => {
    const calls = mockFetch([{ path: '/api/purchases/', body: { purchases: [] } }]);
    const store = storeWithSession();
    await store.dispatch(ordersApi.endpoints.getOrders.initiate());
    expect(calls[0]?.url.pathname).toBe('/api/purchases/');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends catalogue reads without the token, except for staff (who see cost prices)', async () => {
    // They then match the page's anonymous preload hints
    // (docs/performance.md#first-screens-composed-at-release).
    for (const [role, authorization] of [
      ['customer', null],
      ['staff', 'Bearer token-1'],
    ] as const) {
      const calls = mockFetch([
        { path: '/api/products/', body: { products: [], total: 0, pages: 0 } },
        { path: '/api/categories/', body: { categories: [] } },
      ]);
      const store = storeWithSession(role);
      const viewer = role === 'staff' ? 'staff' : 'public';
      await store.dispatch(catalogApi.endpoints.getProducts.initiate({ viewer }));
      await store.dispatch(catalogApi.endpoints.getCategories.initiate());
      expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([
        authorization,
        authorization,
      ]);
    }
  });

  it("keeps a failed answer's request id for a crash report (docs/operations.md#client-events)", async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve(
        new Response('{"error":"Database is not answering"}', {
          status: 503,
          headers: { 'content-type': 'application/json', 'x-request-id': 'api-req-503' },
        }),
      ),
    ) as typeof fetch;
    await storeWithSession().dispatch(ordersApi.endpoints.getOrders.initiate());
    expect(takeFailedRequestId()).toBe('api-req-503');
  });

  it('ends the session on a 401 and sends the browser to /login', async () => {
    mockFetch([{ path: '/api/purchases/', status: 401, body: { error: 'Unauthorized' } }]);
    const store = storeWithSession();
    await store.dispatch(ordersApi.endpoints.getOrders.initiate());

    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/purchases?page=2');
  });

  it('leaves a signed-out visitor where they are on a 401 (e.g. a wrong password)', async () => {
    mockFetch([{ path: '/api/purchases/', status: 401 }]);
    const store = createShopStore();
    await store.dispatch(ordersApi.endpoints.getOrders.initiate());
    expect(window.location.pathname).toBe('/purchases');
  });
});

describe('the start-up session check', () => {
  it('confirms the session with the profile the API returns', async () => {
    mockFetch([{ path: '/api/auth/profile', body: { user: makeUser({ first_name: 'Updated' }) } }]);
    const store = storeWithSession();
    await store.dispatch(checkSession());
    expect(selectSessionStatus(store.getState())).toBe('signedIn');
    expect(selectUser(store.getState())?.first_name).toBe('Updated');
  });

  it('keeps the stored user when the profile route is missing (404) or the API is down', async () => {
    mockFetch([]);
    const store = storeWithSession();
    await store.dispatch(checkSession());
    expect(selectSessionStatus(store.getState())).toBe('signedIn');
    expect(selectUser(store.getState())?.first_name).toBe('Sam');
    expect(localStorage.getItem('access_token')).toBe('token-1');
  });

  it('signs out when the API rejects the stored token', async () => {
    mockFetch([{ path: '/api/auth/profile', status: 401 }]);
    const store = storeWithSession();
    await store.dispatch(checkSession());
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('settles as signed out at once without a stored token', async () => {
    const calls = mockFetch([]);
    const store = createShopStore();
    await store.dispatch(checkSession());
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(calls).toHaveLength(0);
  });
});
