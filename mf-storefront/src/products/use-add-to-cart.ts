import type { Product } from '@shop/contracts';
import { addToCart, useAppDispatch } from '@shop/shop-state';
import { showToast } from '@shop/ui';

/**
 * Puts a product in the shared cart (the slice merges by id,
 * docs/product/cart-and-checkout.md#cart-state) and confirms it. The nav's count reads the same
 * store, so it updates at once.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();

  return (product: Product, quantity = 1) => {
    dispatch(addToCart({ product, quantity }));
    const what = quantity > 1 ? `${quantity} × ${product.name}` : product.name;
    showToast(`Added ${what} to cart`);
  };
}
