import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import {
  PICTURE_KEY_PATTERN,
  pictureUrls,
  type PictureSize,
  type UploadedPicture,
} from '@shop/contracts';
import sharp from 'sharp';
import { checkPictureHeader } from './picture-content';
import { makePictureSizes } from './picture-sizes';
import { PICTURE_SETTINGS, picturesFolder, type PictureSettings } from './picture-settings';

/** A picture's key: the first 32 hex digits of the SHA-256 of its original bytes. */
export function pictureKeyOf(original: Buffer): string {
  return createHash('sha256').update(original).digest('hex').slice(0, 32);
}

/**
 * The pictures kept in the data folder, one folder per key holding its three WebP sizes
 * (docs/decisions/0086-pictures-kept-by-content-in-the-data-folder.md). A key's folder appears
 * whole or not at all: the sizes are written into a temporary folder beside it and renamed into
 * place, so a reader never sees half a picture and two uploads of the same bytes cannot clash.
 * Other modules call `store` (the upload route, a seed) and `stored` (before a style names a key).
 */
@Injectable()
export class PictureStore {
  private readonly root: string;

  constructor(@Inject(PICTURE_SETTINGS) settings: PictureSettings) {
    this.root = picturesFolder(settings);
  }

  /**
   * Checks (415 not a picture, 422 too many pixels or unreadable), resizes and keeps `original`;
   * the same bytes again answer the stored picture without resizing anything.
   */
  async store(original: Buffer): Promise<UploadedPicture> {
    const key = pictureKeyOf(original);
    const kept = await this.stored(key);
    if (kept) return kept;
    await checkPictureHeader(original);
    const sizes = await makePictureSizes(original);
    await mkdir(this.root, { recursive: true });
    const incoming = join(this.root, `.incoming-${randomBytes(8).toString('hex')}`);
    await mkdir(incoming);
    try {
      await Promise.all(
        sizes.map(({ size, webp }) => writeFile(join(incoming, `${size}.webp`), webp)),
      );
      await rename(incoming, this.folderOf(key));
    } catch (error) {
      // Another upload of the same bytes got there first: theirs is the same picture.
      if (!(await this.exists(key))) throw error;
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
    const large = sizes.find(({ size }) => size === 'large')!;
    return { key, width: large.width, height: large.height, urls: pictureUrls(key) };
  }

  /** Whether `key` names a stored picture; anything not shaped like a key does not. */
  async exists(key: string): Promise<boolean> {
    if (!PICTURE_KEY_PATTERN.test(key)) return false;
    return stat(this.folderOf(key)).then(
      (found) => found.isDirectory(),
      () => false,
    );
  }

  /** The file of one size of a stored picture (for a seed or a test to read back). */
  fileOf(key: string, size: PictureSize): string {
    if (!PICTURE_KEY_PATTERN.test(key)) throw new Error(`Not a picture key: ${key}`);
    return join(this.folderOf(key), `${size}.webp`);
  }

  /**
   * A stored picture as the upload answered it (its largest size's dimensions), or null when
   * `key` names none: a style checks its pictures' keys with this before it keeps them.
   */
  async stored(key: string): Promise<UploadedPicture | null> {
    if (!(await this.exists(key))) return null;
    const { width = 0, height = 0 } = await sharp(this.fileOf(key, 'large')).metadata();
    return { key, width, height, urls: pictureUrls(key) };
  }

  private folderOf(key: string): string {
    return join(this.root, key);
  }
}
