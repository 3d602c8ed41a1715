import { PICTURE_SIZES, type Color, type PictureSize, type StyleCard } from '@shop/contracts';
import type { ImageSource } from '../product-image';

/**
 * How wide a card is drawn, for the browser to pick between a picture's `card` and `large`
 * files: a column of the grid (three beside the filters, four on the home page), half the page
 * on a tablet, the whole phone.
 */
const CARD_SIZES = '(min-width: 1200px) 320px, (min-width: 576px) 50vw, 100vw';

/** A stored size's width: the longest side scaled down to the size, never enlarged. */
function widthAt({ width, height }: { width: number; height: number }, size: PictureSize) {
  return Math.round(width * Math.min(1, PICTURE_SIZES[size] / Math.max(width, height)));
}

/**
 * What a style's card shows for the picked colour (docs/product/storefront.md#products-list): that
 * colour's picture, else the style's first, else its drawing; null when it has none of them.
 */
export function styleImageSource(style: StyleCard, color: Color | null): ImageSource | null {
  const picture =
    style.pictures.find((candidate) => color !== null && candidate.color === color) ??
    style.pictures[0];
  if (!picture) return style.image_url ? { src: style.image_url } : null;
  const { card, large } = picture.urls;
  return {
    src: card,
    srcSet: `${card} ${widthAt(picture, 'card')}w, ${large} ${widthAt(picture, 'large')}w`,
    sizes: CARD_SIZES,
  };
}

/** The variant the card opens: the picked colour's, else the style's default. */
export function variantIdFor(style: StyleCard, color: Color | null): number {
  return (color && style.color_variant_ids[color]) ?? style.default_variant_id;
}
