/**
 * What a catalogue search finds (docs/decisions/0120-the-search-finds-words-by-their-start.md):
 * the typed text inside the name, brand or a SKU, where its longest word begins a word there.
 * The API keeps each style's words to find them by an index; the till applies the same rule to
 * the styles it has loaded, so a small shop and a large one find the same styles.
 */

/** The words of a text: runs of letters and digits, lower-case. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The search's longest word, or null when it holds no letter or digit. */
export function longestSearchWord(search: string): string | null {
  return wordsOf(search).reduce<string | null>(
    (best, word) => (best === null || word.length > best.length ? word : best),
    null,
  );
}

/** Whether `search` finds `texts` (a style's name and brand, say), ignoring case. */
export function searchFinds(search: string, texts: string[]): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  if (!texts.some((text) => text.toLowerCase().includes(needle))) return false;
  const longest = longestSearchWord(needle);
  return longest === null || texts.some((text) => wordsOf(text).some((w) => w.startsWith(longest)));
}
