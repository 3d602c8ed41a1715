import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import type { Color } from '@shop/contracts';
import sharp from 'sharp';
import { Product } from '../../catalog/product.entity';
import { Style } from '../../catalog/style.entity';
import { StylePictureRef } from '../../catalog/style-picture-ref.entity';
import type { PictureStore } from '../../pictures/picture-store';
import { DRAWINGS_DIR } from '../../pictures/picture-settings';

/** Every third demo style shows pictures; the others keep their drawings, as a new shop would. */
const EVERY_NTH_STYLE = 3;
/** The drawings are vectors: drawn at the card's size, they stay sharp and store quickly. */
const DRAWN_AT_PX = 480;

/**
 * Gives some of the just-seeded demo styles pictures, one per colour, made from their drawings
 * and kept through the picture store like an upload (docs/product/catalogue.md#pictures), so the
 * one-command shop shows both kinds of card. Runs once, right after the demo seed.
 */
export async function addDemoPictures(em: EntityManager, store: PictureStore): Promise<number> {
  const styles = await em.find(Style, {}, { orderBy: { id: 'asc' } });
  const chosen = styles.filter((_style, index) => index % EVERY_NTH_STYLE === 0);
  let added = 0;
  for (const style of chosen) {
    const variants = await em.find(Product, { style }, { orderBy: { id: 'asc' } });
    const drawingOf = new Map<Color, string>();
    for (const variant of variants)
      if (variant.imageUrl && !drawingOf.has(variant.color))
        drawingOf.set(variant.color, variant.imageUrl);
    let position = 0;
    for (const [color, url] of drawingOf) {
      const svg = await readFile(join(DRAWINGS_DIR, url.replace(/^\/images\//, '')));
      const png = await sharp(svg)
        .resize(DRAWN_AT_PX, DRAWN_AT_PX, { fit: 'inside' })
        .png()
        .toBuffer();
      em.persist(new StylePictureRef(style, await store.store(png), color, position++));
      added += 1;
    }
  }
  await em.flush();
  return added;
}
