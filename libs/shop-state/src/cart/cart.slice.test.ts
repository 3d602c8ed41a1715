import type { ProductDetail } from '@shop/contracts';
import { makeProduct } from '@shop/testing';
import { createShopStore } from '../store';
import {
  addToCart,
  clearCart,
  refreshCartProducts,
  selectCartCount,
  selectCartItems,
  selectCartTotal,
  setQuantity,
} from './cart.slice';

describe('cart', () => {
  const shoe = makeProduct({ id: 7, selling_price: 50 });
  const cap = makeProduct({ id: 8, selling_price: 19.99 });

  it('merges a product added twice into one line, adding the quantities', () => {
    const store = createShopStore();
    store.dispatch(addToCart({ product: shoe }));
    store.dispatch(addToCart({ product: shoe, quantity: 2 }));
    store.dispatch(addToCart({ product: cap }));

    const items = selectCartItems(store.getState());
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      [7, 3],
      [8, 1],
    ]);
    expect(selectCartCount(store.getState())).toBe(4);
    expect(selectCartTotal(store.getState())).toBe(169.99);
  });

  it('removes a line when its quantity is set to zero or below', () => {
    const store = createShopStore();
    store.dispatch(addToCart({ product: shoe }));
    store.dispatch(addToCart({ product: cap }));
    store.dispatch(setQuantity({ id: 7, quantity: 5 }));
    store.dispatch(setQuantity({ id: 8, quantity: 0 }));
    expect(selectCartItems(store.getState()).map((item) => [item.id, item.quantity])).toEqual([
      [7, 5],
    ]);

    store.dispatch(setQuantity({ id: 7, quantity: -1 }));
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it("takes today's product data for the lines it holds, keeping their quantities", () => {
    const store = createShopStore();
    store.dispatch(addToCart({ product: shoe, quantity: 2 }));
    store.dispatch(addToCart({ product: cap }));
    const repriced = { ...shoe, name: 'Running Shoe v2', selling_price: 45 };
    const notInCart = makeProduct({ id: 9 });
    store.dispatch(refreshCartProducts([repriced, notInCart]));

    const items = selectCartItems(store.getState());
    expect(items.map(({ id, name, quantity }) => [id, name, quantity])).toEqual([
      [7, 'Running Shoe v2', 2],
      [8, cap.name, 1],
    ]);
    expect(selectCartTotal(store.getState())).toBe(109.99);
  });

  it("never keeps a staff viewer's cost price", () => {
    const store = createShopStore();
    store.dispatch(addToCart({ product: { ...shoe, cost_price: 20 } }));
    store.dispatch(addToCart({ product: cap }));
    store.dispatch(refreshCartProducts([{ ...cap, cost_price: 8 }]));
    expect(selectCartItems(store.getState()).some((item) => 'cost_price' in item)).toBe(false);
  });

  it("keeps a product page's list of the style's variants out of the stored lines", () => {
    const store = createShopStore();
    store.dispatch(addToCart({ product: cap }));
    // What GET /products/{id} answers (ProductDetail), which the cart re-reads.
    const detail: ProductDetail = {
      ...cap,
      variants: [{ id: cap.id, size: cap.size, color: cap.color, in_stock: true }],
    };
    store.dispatch(refreshCartProducts([detail]));
    expect(selectCartItems(store.getState()).some((item) => 'variants' in item)).toBe(false);
  });

  it('persists under the `cart` key and is reloaded by a new store', () => {
    const first = createShopStore();
    first.dispatch(addToCart({ product: shoe, quantity: 2 }));
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      expect.objectContaining({ id: 7, quantity: 2 }),
    ]);

    const reloaded = createShopStore();
    expect(selectCartCount(reloaded.getState())).toBe(2);

    reloaded.dispatch(clearCart());
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([]);
  });

  it('ignores a corrupt stored cart instead of failing', () => {
    localStorage.setItem('cart', '{not json');
    expect(selectCartItems(createShopStore().getState())).toEqual([]);
  });
});
