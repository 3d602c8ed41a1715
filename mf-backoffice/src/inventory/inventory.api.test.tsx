import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderHook, waitFor } from '@testing-library/react';
import type { ProductList } from '@shop/contracts';
import { createShopStore, useProductsQuery, type ShopStore } from '@shop/shop-state';
import {
  deferred,
  makeInventoryList,
  makeInventoryRecord,
  makeProduct,
  makeUser,
  mockFetch,
  type FetchCall,
} from '@shop/testing';
import { inventoryApi, inventoryQueryParams } from './inventory.api';

function staffStore() {
  localStorage.setItem('access_token', 'token-1');
  localStorage.setItem('user', JSON.stringify(makeUser({ role: 'staff' })));
  return createShopStore();
}

/** The shop's product list as a screen holds it, on `store`. */
function watchProducts(store: ShopStore) {
  const { result, unmount } = renderHook(() => useProductsQuery({}), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    ),
  });
  return { loaded: waitFor(() => expect(result.current.isSuccess).toBe(true)), unmount };
}

const reads = (calls: FetchCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === path).length;

const low = makeInventoryRecord({ product: { id: 7 }, quantity_in_stock: 4 });
const restocked = makeInventoryRecord({ ...low, quantity_in_stock: 40 });
const products: ProductList = {
  products: [makeProduct({ id: 7 })],
  total: 1,
  pages: 1,
  current_page: 1,
  per_page: 20,
};

describe('inventoryQueryParams', () => {
  it('leaves out empty and false filters and writes true as "true"', () => {
    expect(
      inventoryQueryParams({
        page: 2,
        search: '',
        low_stock_only: true,
        out_of_stock_only: false,
        sort: '-stock',
      }),
    ).toEqual({ page: 2, low_stock_only: 'true', sort: '-stock' });
  });
});

describe('the inventory endpoints', () => {
  it('write a restock into the listed row at once, then refresh the stock and the products', async () => {
    const calls = mockFetch([
      { path: '/api/inventory/', body: makeInventoryList([low]) },
      { path: '/api/products/', body: products },
    ]);
    const store = staffStore();
    const args = { low_stock_only: true };
    const selectList = inventoryApi.endpoints.getInventory.select(args);
    const list = store.dispatch(inventoryApi.endpoints.getInventory.initiate(args));
    const shop = watchProducts(store);
    await Promise.all([list, shop.loaded]);
    expect(calls[0]?.url.search).toBe('?low_stock_only=true');

    // The refreshed list no longer has the row (it left Low Stock Only); it answers on cue.
    const refetch = deferred();
    const later = mockFetch([
      { method: 'POST', path: '/api/inventory/7/restock', body: { inventory: restocked } },
      { path: '/api/inventory/', body: makeInventoryList([]), until: refetch.promise },
      { path: '/api/products/', body: products },
    ]);
    const answer = await store.dispatch(
      inventoryApi.endpoints.restockProduct.initiate({ productId: 7, quantity: 36 }),
    );
    expect(answer.data?.quantity_in_stock).toBe(40);
    expect(later[0]?.body).toEqual({ quantity: 36 });
    expect(selectList(store.getState()).data?.inventory[0]?.quantity_in_stock).toBe(40);

    refetch.release();
    await waitFor(() => expect(selectList(store.getState()).data?.total).toBe(0));
    expect(reads(later, '/api/inventory/')).toBe(1);
    await waitFor(() => expect(reads(later, '/api/products/')).toBe(1));
    list.unsubscribe();
    shop.unmount();
  });

  it('leave the caches alone when a restock is refused', async () => {
    const calls = mockFetch([
      { method: 'POST', path: '/api/inventory/7/restock', status: 400, body: { error: 'No' } },
      { path: '/api/inventory/', body: makeInventoryList([low]) },
    ]);
    const store = staffStore();
    const list = store.dispatch(inventoryApi.endpoints.getInventory.initiate({}));
    await list;
    await store.dispatch(
      inventoryApi.endpoints.restockProduct.initiate({ productId: 7, quantity: 1 }),
    );
    expect(reads(calls, '/api/inventory/')).toBe(1);
    const row = inventoryApi.endpoints.getInventory.select({})(store.getState()).data?.inventory[0];
    expect(row?.quantity_in_stock).toBe(4);
    list.unsubscribe();
  });
});
