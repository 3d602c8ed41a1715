import { UnprocessableEntityException } from '@nestjs/common';
import { PICTURE_MAX_PIXELS, PICTURE_SIZES, type PictureSize } from '@shop/contracts';
import sharp from 'sharp';
import { UNREADABLE_PICTURE } from './picture-content';

export interface SizedPicture {
  size: PictureSize;
  webp: Buffer;
  width: number;
  height: number;
}

const SIZE_NAMES = Object.keys(PICTURE_SIZES) as PictureSize[];
/** Good enough for product photos at a fraction of the bytes of the original. */
const WEBP_QUALITY = 80;

/**
 * The screens' sizes of a checked upload (checkPictureHeader first): the longest side at most
 * PICTURE_SIZES[size], never enlarged, turned the way its EXIF orientation says, as WebP. Nothing
 * of the original's metadata (EXIF, GPS, ICC comments) is written: sharp drops it unless asked.
 */
export async function makePictureSizes(original: Buffer): Promise<SizedPicture[]> {
  const decoded = sharp(original, {
    limitInputPixels: PICTURE_MAX_PIXELS,
    failOn: 'error',
  }).autoOrient();
  try {
    return await Promise.all(
      SIZE_NAMES.map(async (size) => {
        const side = PICTURE_SIZES[size];
        const { data, info } = await decoded
          .clone()
          .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { size, webp: data, width: info.width, height: info.height };
      }),
    );
  } catch {
    // The header was sound but the pixels are not (a truncated or corrupt file).
    throw new UnprocessableEntityException(UNREADABLE_PICTURE);
  }
}
