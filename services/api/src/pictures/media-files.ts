import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PICTURE_SIZES } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { picturesFolder, type PictureSettings } from './picture-settings';

/** A key names its bytes forever (docs/product/catalogue.md#pictures). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const PICTURE_FILE = new RegExp(`^/[0-9a-f]{32}/(${Object.keys(PICTURE_SIZES).join('|')})\\.webp$`);
/** The drawings' names (tools/product-images.mjs): `products/<type>-<colour>.svg`. */
const DRAWING_FILE = /^\/products\/[a-z]+-[a-z]+\.svg$/;

/** Pictures and drawings go into other sites' pages too: an outside client's shop on its origin. */
function pictureHeaders(cacheControl: string) {
  return (reply: FastifyReply) => {
    void reply.header('cache-control', cacheControl);
    void reply.header('cross-origin-resource-policy', 'cross-origin');
  };
}

/**
 * The API's own origin serves what `image_url` and a picture's URLs name, outside `/api`:
 * `/media/pictures/<key>/<size>.webp` from the data folder, kept for a year, and the demo
 * drawings at `/images/products/…`, revalidated like the shop's server does. Only names of those
 * exact shapes are served; anything else (a listing, `..`, a temporary folder) is the API's 404.
 */
export async function serveMediaFiles(
  app: NestFastifyApplication,
  settings: PictureSettings,
): Promise<void> {
  const common = { index: false, list: false, dotfiles: 'deny', wildcard: true } as const;
  // A fresh data folder has no pictures yet; the static root must exist from the start.
  await mkdir(picturesFolder(settings), { recursive: true });
  await app.register(fastifyStatic, {
    ...common,
    root: picturesFolder(settings),
    prefix: '/media/pictures/',
    cacheControl: false,
    setHeaders: pictureHeaders(IMMUTABLE),
    allowedPath: (pathName) => PICTURE_FILE.test(pathName),
  });
  await app.register(fastifyStatic, {
    ...common,
    root: settings.drawingsDir,
    prefix: '/images/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: pictureHeaders('no-cache'),
    allowedPath: (pathName) => DRAWING_FILE.test(pathName),
  });
}
