import type { Color } from './catalog';

// Pictures of the catalogue's styles (docs/product/catalogue.md#pictures).

/**
 * The sizes the server makes of every uploaded picture (longest side, pixels), all WebP:
 * `thumb` for the till's tiles, lists and swatches, `card` for the storefront's cards, `large`
 * for the detail page.
 */
export const PICTURE_SIZES = { thumb: 160, card: 480, large: 1200 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** An upload above this many bytes is refused (413). */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** An image above this many pixels is refused before it is decoded (a 20,000 × 20,000 bomb). */
export const PICTURE_MAX_PIXELS = 40_000_000;
/** A stored picture's key: the SHA-256 of its original bytes, first 32 hex digits. */
export const PICTURE_KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Where a stored picture is served, on the shop's origin and on the API's own origin alike
 * (both serve `/media/`), with long caching: a key names its bytes forever.
 */
export function pictureUrl(key: string, size: PictureSize): string {
  return `/media/pictures/${key}/${size}.webp`;
}

export type PictureUrls = Readonly<Record<PictureSize, string>>;

export function pictureUrls(key: string): PictureUrls {
  return {
    thumb: pictureUrl(key, 'thumb'),
    card: pictureUrl(key, 'card'),
    large: pictureUrl(key, 'large'),
  };
}

/** `POST /catalogue/pictures` (multipart, field `file`): the stored picture, not yet on a style. */
export interface UploadedPicture {
  key: string;
  width: number;
  height: number;
  urls: PictureUrls;
}

/** A picture of a style: in the style's order, optionally the picture of one colour. */
export interface StylePicture extends UploadedPicture {
  color: Color | null;
}
