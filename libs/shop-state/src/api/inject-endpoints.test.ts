import type {
  CreatePurchaseBody,
  ProductList,
  PurchaseList,
  PurchaseResponse,
} from '@shop/contracts';
import { makeProduct, makePurchase, makePurchaseList, makeUser, mockFetch } from '@shop/testing';
import { waitFor } from '@testing-library/react';
import { createShopStore } from '../store';
import { catalogApi } from '../catalog/catalog.api';
import { injectEndpoints } from './inject-endpoints';

// Three remotes' own endpoints as they declare them (a library may not import a remote,
// so they are restated here), loaded into the one api beside the shared catalogue: the
// storefront's checkout, the account's purchase list and a back-office restock.
const storefrontApi = injectEndpoints((build) => ({
  createPurchase: build.mutation<PurchaseResponse, CreatePurchaseBody>({
    query: (body) => ({ url: '/purchases/', method: 'POST', body }),
    invalidatesTags: ['Purchase', 'Product'],
  }),
}));

const accountApi = injectEndpoints((build) => ({
  getPurchases: build.query<PurchaseList, { page: number; per_page: number }>({
    query: (params) => ({ url: '/purchases/', params }),
    providesTags: ['Purchase'],
  }),
}));

const backOfficeApi = injectEndpoints((build) => ({
  restockProduct: build.mutation<unknown, { id: number; quantity: number }>({
    query: ({ id, quantity }) => ({
      url: `/inventory/${id}/restock`,
      method: 'POST',
      body: { quantity },
    }),
    invalidatesTags: ['Product', 'Inventory'],
  }),
}));

function signedInStore() {
  localStorage.setItem('access_token', 'token-1');
  localStorage.setItem('user', JSON.stringify(makeUser({ role: 'staff' })));
  return createShopStore();
}

const list = (count: number): ProductList => ({
  products: Array.from({ length: count }, (_, index) => makeProduct({ id: index + 1 })),
  total: count,
  pages: 1,
  current_page: 1,
  per_page: 20,
});

describe('endpoints from several remotes in one api', () => {
  it('coexist: each remote calls its own, and their changes refresh the shared caches', async () => {
    const calls = mockFetch([
      { method: 'POST', path: '/api/purchases/', body: { purchase: makePurchase() } },
      { method: 'POST', path: '/api/inventory/', body: {} },
      { path: '/api/purchases/', body: makePurchaseList([makePurchase()]) },
      { path: '/api/products/', body: list(2) },
    ]);
    const reads = (path: string) =>
      calls.filter((call) => call.method === 'GET' && call.url.pathname === path).length;
    const store = signedInStore();
    // A products page (any remote) and the account's purchase list are on screen.
    const products = store.dispatch(
      catalogApi.endpoints.getProducts.initiate({ per_page: 20, viewer: 'staff' }),
    );
    const purchases = store.dispatch(
      accountApi.endpoints.getPurchases.initiate({ page: 1, per_page: 20 }),
    );
    await Promise.all([products, purchases]);

    await store.dispatch(
      storefrontApi.endpoints.createPurchase.initiate({
        items: [{ product_id: 1, quantity: 1 }],
        payment_method: 'card',
      }),
    );
    await waitFor(() => expect(reads('/api/products/')).toBe(2));
    await waitFor(() => expect(reads('/api/purchases/')).toBe(2));

    await store.dispatch(backOfficeApi.endpoints.restockProduct.initiate({ id: 1, quantity: 5 }));
    await waitFor(() => expect(reads('/api/products/')).toBe(3));

    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(
      expect.arrayContaining(['POST /api/purchases/', 'POST /api/inventory/1/restock']),
    );
    products.unsubscribe();
    purchases.unsubscribe();
  });

  it('refuses a name already taken, naming it, and keeps the first definition', async () => {
    expect(() =>
      injectEndpoints((build) => ({
        getProducts: build.query<ProductList, void>({ query: () => '/inventory/' }),
      })),
    ).toThrow(/getProducts/);

    const calls = mockFetch([{ path: '/api/products/', body: list(1) }]);
    const store = signedInStore();
    const { data } = await store.dispatch(
      catalogApi.endpoints.getProducts.initiate({ viewer: 'public' }),
    );
    expect(data?.total).toBe(1);
    expect(calls[0]?.url.pathname).toBe('/api/products/');
  });

  it('refuses a remote that re-declares another remote’s endpoint', () => {
    expect(() =>
      injectEndpoints((build) => ({
        createPurchase: build.mutation<PurchaseResponse, CreatePurchaseBody>({
          query: (body) => ({ url: '/purchases/', method: 'POST', body }),
        }),
      })),
    ).toThrow(/createPurchase/);
  });
});
