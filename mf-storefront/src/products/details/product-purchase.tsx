import { useState } from 'react';
import type { Product, ProductDetail } from '@shop/contracts';
import { selectCartItems, useAppSelector } from '@shop/shop-state';
import { Text, tokens } from '@shop/ui';
import { Button, clampQuantity, QuantityStepper } from '@shop/ui/controls';
import { useNavigate } from '@shop/ui/routing';
import { useAddToCart } from '../use-add-to-cart';
import { useWishlist } from './use-wishlist';

/** Stock as a limit: unknown stock puts no cap on the stepper. */
function stockLimit(product: Product): number {
  return typeof product.quantity_in_stock === 'number' ? product.quantity_in_stock : Infinity;
}

/** What the line under the stepper says about stock, counting what the cart already holds. */
function stockNote(stock: number, inCart: number): string {
  if (stock <= 0) return 'Out of stock';
  if (!Number.isFinite(stock)) return 'In stock';
  if (inCart === 0) return `${stock} in stock`;
  return inCart >= stock
    ? `${stock} in stock, all in your cart`
    : `${stock} in stock, ${inCart} in your cart`;
}

/**
 * Quantity, Add to Cart, Buy Now and the wishlist heart of the detail page. The
 * stepper stops at what the stock can still give beyond what the cart holds, so the
 * cart never asks for more than there is.
 */
export function ProductPurchase({
  product: detail,
  disabled = false,
}: {
  product: ProductDetail;
  disabled?: boolean;
}) {
  // The cart keeps a product's own fields, not the other variants of its style.
  const { variants: _variants, ...product } = detail;
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const wishlist = useWishlist(product.id);
  const inCart =
    useAppSelector(selectCartItems).find((item) => item.id === product.id)?.quantity ?? 0;
  const stock = stockLimit(product);
  const max = stock - inCart;
  const cannotAdd = max <= 0 || disabled;
  const wanted = clampQuantity(quantity, max);

  function buyNow() {
    // Beyond docs/product/storefront.md#product-detail (its Buy Now has no action): add, then go
    // straight to the cart.
    addToCart(product, wanted);
    // The cart is this module's own page: the router takes us there.
    void navigate('/cart');
  }

  return (
    <div style={{ display: 'grid', gap: tokens.space.md, margin: '8px 0 24px' }}>
      <QuantityStepper value={wanted} max={max} disabled={cannotAdd} onChange={setQuantity} />
      <Text muted style={{ margin: 0 }}>
        {stockNote(stock, inCart)}
      </Text>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm }}>
        <Button
          type="primary"
          size="large"
          disabled={cannotAdd}
          onClick={() => addToCart(product, wanted)}
        >
          Add to Cart
        </Button>
        <Button size="large" disabled={cannotAdd} onClick={buyNow}>
          Buy Now
        </Button>
        <Button size="large" aria-pressed={wishlist.wished} onClick={wishlist.toggle}>
          <span
            aria-hidden="true"
            style={{ color: wishlist.wished ? tokens.color.danger : undefined }}
          >
            {wishlist.wished ? '♥' : '♡'}
          </span>
          <span>{wishlist.wished ? 'Remove from wishlist' : 'Add to wishlist'}</span>
        </Button>
      </div>
    </div>
  );
}
