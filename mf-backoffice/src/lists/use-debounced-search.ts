import { useEffect, useRef, useState } from 'react';

/** How long a list's search box waits after the last keystroke before it asks the API. */
export const SEARCH_DELAY_MS = 300;

export interface DebouncedSearch {
  text: string;
  setText: (text: string) => void;
  /** Empties the box and forgets what was typed but not yet applied (Clear Filters). */
  clear: () => void;
}

/**
 * The text of a list's search box: applied (trimmed) once typing pauses, and following the
 * address when it changes from outside (Back, Clear Filters).
 */
export function useDebouncedSearch(
  value: string,
  apply: (search: string) => void,
): DebouncedSearch {
  const [text, setText] = useState(value);
  const applied = useRef(value);
  const latestApply = useRef(apply);
  latestApply.current = apply;

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
      latestApply.current(search);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const clear = () => {
    applied.current = '';
    setText('');
  };
  return { text, setText, clear };
}
