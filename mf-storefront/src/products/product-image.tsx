import type { CSSProperties } from 'react';
import type { Product } from '@shop/contracts';
import { tokens } from '@shop/ui';

/**
 * Every product image is drawn 4:3 (the demo illustrations are 400 × 300,
 * docs/decisions/0073-our-own-product-drawings.md). The size attributes let the browser keep the
 * room before the file arrives (no layout shift); CSS then scales it to the card's width.
 */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

const frame: CSSProperties = {
  aspectRatio: '4 / 3',
  width: '100%',
  height: 'auto',
  display: 'block',
  objectFit: 'cover',
  background: tokens.color.placeholder,
};

/**
 * The product's picture, or a quiet placeholder naming its category when it has none
 * (docs/product/storefront.md#products-list). `loading`: eager for images above the fold, lazy (the
 * default) for the rest.
 */
export function ProductImage({
  product,
  loading = 'lazy',
}: {
  product: Product;
  loading?: 'eager' | 'lazy';
}) {
  if (product.image_url) {
    return (
      <img
        src={product.image_url}
        alt={product.name}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading={loading}
        style={frame}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={`${product.name} (no image)`}
      style={{
        ...frame,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: tokens.color.muted,
        fontWeight: 600,
        textTransform: 'capitalize',
      }}
    >
      {product.category?.name ?? 'FitShop'}
    </div>
  );
}
