import type { CSSProperties } from 'react';
import type { Product } from '@shop/contracts';
import { tokens } from '@shop/ui';

const frame: CSSProperties = {
  aspectRatio: '4 / 3',
  width: '100%',
  objectFit: 'cover',
  background: tokens.color.placeholder,
};

/** The product photo, or a quiet placeholder when the product has none (docs/product.md §2). */
export function ProductImage({ product }: { product: Product }) {
  if (product.image_url) {
    return <img src={product.image_url} alt={product.name} loading="lazy" style={frame} />;
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
      }}
    >
      {product.category?.name ?? 'FitShop'}
    </div>
  );
}
