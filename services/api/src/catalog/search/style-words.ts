import type { SqlEntityManager } from '@mikro-orm/knex';
import { longestSearchWord, wordsOf } from '@shop/contracts';

/** The stored word's length (style_word.word); a longer word is kept by its start. */
export const WORD_LENGTH = 64;
/** Above every character a word holds, so `[start, start + TOP)` is every word beginning so. */
const TOP = '\u{10FFFF}';

/** A word as `style_word` keeps it: a longer one by its first WORD_LENGTH characters. */
const stored = (word: string) => Array.from(word).slice(0, WORD_LENGTH).join('');

/** The words of a text as stored (contracts' `wordsOf`, cut to WORD_LENGTH characters). */
export function storedWordsOf(text: string): string[] {
  return wordsOf(text).map(stored);
}

/**
 * The range of stored words a search's longest word begins, or null when the search holds no
 * letter or digit (it is then matched by its substring alone). Where the typed text begins a
 * word of the name, brand or a SKU, each of its words begins a word there: the longest is the
 * narrowest index read (docs/decisions/0120-the-search-finds-words-by-their-start.md).
 */
export function searchWordRange(search: string): { from: string; to: string } | null {
  const longest = longestSearchWord(search);
  if (longest === null) return null;
  const from = stored(longest);
  return { from, to: from + TOP };
}

/** Each distinct word of a style's name, brand and SKUs. */
export function styleWords(texts: string[]): string[] {
  return [...new Set(texts.flatMap(storedWordsOf))];
}

/**
 * Rewrites the words of `styleIds` from what is stored now, on the entity manager's transaction
 * when it has one: the name and brand of the style and the SKU of each of its variants, archived
 * ones too (the search's substring test drops what is not on sale).
 */
export async function rewriteStyleWords(em: SqlEntityManager, styleIds: number[]): Promise<void> {
  if (styleIds.length === 0) return;
  const knex = em.getKnex();
  const [styles, variants] = await Promise.all([
    em.execute<{ id: number; name: string; brand: string }[]>(
      knex.select('id', 'name', 'brand').from('style').whereIn('id', styleIds),
    ),
    em.execute<{ style_id: number; sku: string }[]>(
      knex.select('style_id', 'sku').from('product').whereIn('style_id', styleIds),
    ),
  ]);
  const rows = styleWordRows(styles, variants).map(([word, styleId]) => ({
    word,
    style_id: styleId,
  }));
  await em.execute(knex('style_word').whereIn('style_id', styleIds).delete());
  for (let at = 0; at < rows.length; at += 500)
    await em.execute(knex('style_word').insert(rows.slice(at, at + 500)));
}

/** Each style's words as (word, style id) rows, from its name, brand and variants' SKUs. */
export function styleWordRows(
  styles: { id: number; name: string; brand: string }[],
  variants: { style_id: number; sku: string }[],
): [string, number][] {
  const texts = new Map(styles.map((s) => [Number(s.id), [s.name, s.brand]]));
  for (const v of variants) texts.get(Number(v.style_id))?.push(v.sku);
  return [...texts].flatMap(([styleId, of]) =>
    styleWords(of).map((word): [string, number] => [word, styleId]),
  );
}
