import { useEffect, useRef, useState } from 'react';
import type { ChangeFilters } from './use-url-filters';

/** How long a list's search box waits after the last keystroke before it asks the API. */
export const SEARCH_DELAY_MS = 300;

export interface DebouncedSearch {
  text: string;
  setText: (text: string) => void;
  /** Empties the box and forgets what was typed but not yet applied (Clear Filters). */
  clear: () => void;
}

/** The filters that are text. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/**
 * The text of a list's search box for the filter `key`: applied (trimmed, replacing the history
 * entry rather than adding one per keystroke) once typing pauses, and following the address when
 * it changes from outside (Back, Clear Filters). `onChange` keeps its identity (`useUrlFilters`).
 */
export function useDebouncedSearch<F>(
  filters: F,
  key: TextKey<F>,
  onChange: ChangeFilters<F>,
): DebouncedSearch {
  const value = filters[key] as string;
  const [text, setText] = useState(value);
  const applied = useRef(value);

  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const search = text.trim();
    if (search === applied.current) return undefined;
    const timer = setTimeout(() => {
      applied.current = search;
      onChange({ [key]: search } as Partial<F>, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, key, onChange]);

  const clear = () => {
    applied.current = '';
    setText('');
  };
  return { text, setText, clear };
}
