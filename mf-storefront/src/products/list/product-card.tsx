import { useId } from 'react';
import type { Product } from '@shop/contracts';
import { Panel, PlainButton, Price, ShopLink, Text, tokens } from '@shop/ui';
import { FixedRating } from '../fixed-rating';
import { ProductImage } from '../product-image';
import { useAddToCart } from '../use-add-to-cart';

const spread = { display: 'flex', justifyContent: 'space-between', gap: tokens.space.xs } as const;

/**
 * The badge on a sold-out card (docs/product/storefront.md#products-list): ink on white, readable
 * on any image.
 */
const soldOutBadge = {
  position: 'absolute',
  top: tokens.space.xs,
  left: tokens.space.xs,
  padding: '2px 10px',
  borderRadius: tokens.radius.pill,
  background: tokens.color.white,
  color: tokens.color.ink,
  fontSize: tokens.fontSize.xs,
  fontWeight: 700,
} as const;

/**
 * A product in a grid; `showAddToCart` adds the button (the home strip stays display-only).
 * A sold-out product says so on its image, and its Add to Cart is disabled.
 */
export function ProductCard({
  product,
  showAddToCart = false,
  imageLoading = 'lazy',
}: {
  product: Product;
  showAddToCart?: boolean;
  imageLoading?: 'eager' | 'lazy';
}) {
  const addToCart = useAddToCart();
  const nameId = useId();
  const stockId = useId();
  const soldOut = product.quantity_in_stock <= 0;

  return (
    <Panel>
      <article style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <div style={{ position: 'relative' }}>
          <ProductImage product={product} loading={imageLoading} />
          {soldOut && (
            <span id={stockId} style={soldOutBadge}>
              Out of stock
            </span>
          )}
        </div>
        <div
          style={{ padding: tokens.space.md, display: 'flex', flexDirection: 'column', flex: 1 }}
        >
          <div style={spread}>
            <Text
              as="span"
              muted
              style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 1 }}
            >
              {product.category?.name}
            </Text>
            <FixedRating />
          </div>
          <h3 id={nameId} style={{ fontSize: 16, margin: `${tokens.space.xxs}px 0` }}>
            <ShopLink
              href={`/products/${product.id}`}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              {product.name}
            </ShopLink>
          </h3>
          <div style={spread}>
            <Text muted style={{ margin: 0 }}>
              {product.brand}
            </Text>
            <Text as="span" muted>
              Size {product.size}
            </Text>
          </div>
          <div style={{ ...spread, alignItems: 'center', marginTop: 'auto', paddingTop: 8 }}>
            <Price value={product.selling_price} className="price" />
            {showAddToCart && (
              // Named "Add to Cart" like the detail page; the card's heading says which product.
              <PlainButton
                variant="primary"
                size="small"
                disabled={soldOut}
                onClick={() => addToCart(product)}
                aria-describedby={soldOut ? `${nameId} ${stockId}` : nameId}
              >
                Add to Cart
              </PlainButton>
            )}
          </div>
        </div>
      </article>
    </Panel>
  );
}
