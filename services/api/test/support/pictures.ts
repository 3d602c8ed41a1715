import { crc32 } from 'node:zlib';
import type { ErrorBody, UploadedPicture } from '@shop/contracts';
import sharp from 'sharp';
import type { TestShop } from './test-shop';

/**
 * A real picture of `width` × `height` pixels made with sharp, in `format`, with a gradient so it
 * is not trivially small; `orientation` writes that EXIF orientation (6: to be turned 90°).
 */
export async function makePicture(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  orientation?: number,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c33"/><stop offset="1" stop-color="#33c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  let image = sharp(Buffer.from(svg)).toFormat(format);
  if (orientation)
    image = image.withMetadata({ orientation, exif: { IFD0: { Artist: 'Secret Person' } } });
  return image.toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A few bytes that say they are a PNG of `width` × `height` (a decompression bomb's header): a
 * server that decoded it would need gigabytes; one that reads the header first refuses it.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `POST /catalogue/pictures` with `bytes` as the multipart field `file`. */
export function uploadPicture(
  shop: TestShop,
  bytes: Buffer,
  {
    token,
    name = 'picture.png',
    type = 'image/png',
  }: { token?: string; name?: string; type?: string },
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return shop.request<UploadedPicture & ErrorBody>('/catalogue/pictures', {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
