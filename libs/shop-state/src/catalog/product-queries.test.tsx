import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { makeProduct, makeUser, mockFetch } from '@shop/testing';
import { signedIn } from '../auth/auth.slice';
import { createShopStore, type ShopStore } from '../store';
import { useProductQuery, useProductsQuery } from './product-queries';

function wrapperFor(store: ShopStore) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
}

const staff = makeUser({ role: 'staff' });

describe('the product hooks decide the viewer from the session', () => {
  it('a product read while signed out is read again, with the token, once staff sign in', async () => {
    const calls = mockFetch([
      { path: '/api/products/7', body: { product: makeProduct({ id: 7, cost_price: 20 }) } },
    ]);
    const store = createShopStore();
    const { result } = renderHook(() => useProductQuery(7), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current.data?.id).toBe(7));
    expect(calls[0]?.headers.get('Authorization')).toBeNull();

    act(() => {
      store.dispatch(signedIn({ token: 'staff-token', user: staff }));
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('the viewer only keys the cache: the API gets the filters, empty ones left out', async () => {
    const calls = mockFetch([{ path: '/api/products/', body: { products: [], total: 0 } }]);
    localStorage.setItem('access_token', 'staff-token');
    localStorage.setItem('user', JSON.stringify(staff));
    const store = createShopStore();
    const { result } = renderHook(
      () => useProductsQuery({ search: 'shoe', brand: '', in_stock_only: true, size: undefined }),
      { wrapper: wrapperFor(store) },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls.map((call) => call.url.search)).toEqual(['?search=shoe&in_stock_only=true']);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
  });
});
