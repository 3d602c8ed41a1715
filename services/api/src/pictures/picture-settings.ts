import { join, resolve } from 'node:path';

/** Where pictures are kept and the demo drawings found (docs/operations.md#pictures). */
export interface PictureSettings {
  /** DATA_DIR: uploads go to `<dataDir>/pictures/<key>/<size>.webp`. */
  dataDir: string;
  /** The demo drawings that products' `image_url`s name, served at `/images/`. */
  drawingsDir: string;
}

export const PICTURE_SETTINGS = Symbol('PictureSettings');

// src/pictures and dist/pictures sit at the same depth, so this holds for both (and in the API
// image, which carries shell/public/images for the drawings).
const REPO_ROOT = resolve(__dirname, '../../../..');

/** The drawings as the shell's build copies them (docs/decisions/0073-our-own-product-drawings.md). */
export const DRAWINGS_DIR = join(REPO_ROOT, 'shell/public/images');

export function picturesFolder(settings: PictureSettings): string {
  return join(settings.dataDir, 'pictures');
}
