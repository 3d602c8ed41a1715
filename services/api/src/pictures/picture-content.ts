import { UnprocessableEntityException, UnsupportedMediaTypeException } from '@nestjs/common';
import { PICTURE_MAX_PIXELS } from '@shop/contracts';
import sharp from 'sharp';

export type PictureFormat = 'jpeg' | 'png' | 'webp';

export const NOT_A_PICTURE = 'The file is not a JPEG, PNG or WebP picture';
export const UNREADABLE_PICTURE = 'The picture could not be read; it may be damaged';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The format the bytes themselves say, by their signature: never the file's name or declared
 * type, which any client can set (docs/product/catalogue.md#pictures).
 */
export function formatOfBytes(bytes: Buffer): PictureFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

export interface PictureHeader {
  format: PictureFormat;
  width: number;
  height: number;
}

/**
 * Checks an upload from its header only, before any pixel is decoded: the signature (415), what
 * the image library reads of it (415 when it disagrees, 422 when it cannot read it) and the pixel
 * count (422 above PICTURE_MAX_PIXELS, so a small file that would unpack to gigabytes is refused).
 */
export async function checkPictureHeader(bytes: Buffer): Promise<PictureHeader> {
  const format = formatOfBytes(bytes);
  if (!format) throw new UnsupportedMediaTypeException(NOT_A_PICTURE);
  let metadata: sharp.Metadata;
  try {
    // Unlimited here: metadata reads only the header, and the count is refused below with its figures.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnprocessableEntityException(UNREADABLE_PICTURE);
  }
  if (metadata.format !== format) throw new UnsupportedMediaTypeException(NOT_A_PICTURE);
  const { width, height } = metadata;
  if (!width || !height) throw new UnprocessableEntityException(UNREADABLE_PICTURE);
  if (width * height > PICTURE_MAX_PIXELS)
    throw new UnprocessableEntityException(
      `The picture is ${width} × ${height} pixels; at most ${PICTURE_MAX_PIXELS / 1_000_000} million pixels are accepted`,
    );
  return { format, width, height };
}
