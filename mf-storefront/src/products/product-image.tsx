import type { CSSProperties } from 'react';
import type { Product } from '@shop/contracts';
import { tokens } from '@shop/ui';

/**
 * Every product image is drawn 4:3 (the demo illustrations are 400 × 300,
 * docs/decisions/0073-our-own-product-drawings.md; an uploaded picture is cropped to it). The size
 * attributes let the browser keep the room before the file arrives (no layout shift); CSS then
 * scales it to the card's width.
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

/** Where an image comes from: one file, or a picture's sizes for the browser to choose among. */
export interface ImageSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * An image, or a quiet placeholder naming the category when there is none
 * (docs/product/storefront.md#products-list). `loading`: eager for images above the fold, lazy (the
 * default) for the rest.
 */
export function ShopImage({
  source,
  alt,
  placeholder,
  loading = 'lazy',
}: {
  source: ImageSource | null;
  alt: string;
  placeholder: string;
  loading?: 'eager' | 'lazy';
}) {
  if (source) {
    return (
      <img
        src={source.src}
        srcSet={source.srcSet}
        sizes={source.sizes}
        alt={alt}
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
      aria-label={`${alt} (no image)`}
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
      {placeholder}
    </div>
  );
}

/** A product's own image (the detail page). */
export function ProductImage({
  product,
  loading = 'lazy',
}: {
  product: Product;
  loading?: 'eager' | 'lazy';
}) {
  return (
    <ShopImage
      source={product.image_url ? { src: product.image_url } : null}
      alt={product.name}
      placeholder={product.category?.name ?? 'FitShop'}
      loading={loading}
    />
  );
}
