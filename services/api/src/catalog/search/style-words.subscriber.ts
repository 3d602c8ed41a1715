import {
  ChangeSetType,
  type ChangeSet,
  type EventSubscriber,
  type FlushEventArgs,
  type UnitOfWork,
} from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Product } from '../product.entity';
import { Style } from '../style.entity';
import { rewriteStyleWords } from './style-words';

type Touched = () => number;

/**
 * Keeps `style_word` true for every catalogue writer (the styles' and variants' admin, the
 * product admin, the catalogue import, the demo seed): a flush that writes a style's name or
 * brand, or a variant's SKU or style, rewrites that style's words after its statements, on the
 * same transaction when the writer holds one, so a new or renamed style is found at once.
 */
export class StyleWordsSubscriber implements EventSubscriber {
  private readonly touched = new WeakMap<UnitOfWork, Touched[]>();

  onFlush({ uow }: FlushEventArgs): void {
    const found = uow.getChangeSets().flatMap(touchedStyles);
    if (found.length > 0) this.touched.set(uow, found);
  }

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const found = this.touched.get(uow);
    if (!found) return;
    this.touched.delete(uow);
    await rewriteStyleWords(em as SqlEntityManager, [...new Set(found.map((id) => id()))]);
  }
}

/** The styles whose words a change moves; ids read after the flush, when new rows have one. */
function touchedStyles(change: ChangeSet<object>): Touched[] {
  const { entity, type, payload } = change;
  const written = (...fields: string[]) =>
    type !== ChangeSetType.UPDATE || fields.some((field) => field in payload);
  if (entity instanceof Style)
    return type !== ChangeSetType.DELETE && written('name', 'brand') ? [() => entity.id] : [];
  if (entity instanceof Product && written('sku', 'style')) {
    const styles: Touched[] = [() => entity.style.id];
    const before = (change as ChangeSet<Product>).originalEntity?.style;
    if (type === ChangeSetType.UPDATE && typeof before === 'number') styles.push(() => before);
    return styles;
  }
  return [];
}
