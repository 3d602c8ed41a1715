import { useEffect, useRef, useState } from 'react';

/** How long typing may pause before the list follows it. */
export const DRAFT_DELAY_MS = 600;

/**
 * Text a shopper types into a filter (search, prices) before it reaches the URL.
 * It is committed on Enter or leaving the field (`flush`) or after a short pause,
 * so the list follows the typing without a history entry per keystroke. `clean`
 * says what the URL will hold for a draft (trimmed, say), so the URL's echo of
 * our own commit never overwrites what is still being typed; any other change
 * of the URL (Back, Clear All) replaces the draft.
 */
export function useDraftText(
  committed: string,
  commit: (value: string) => void,
  clean: (draft: string) => string,
) {
  const [draft, setDraft] = useState(committed);
  const sent = useRef(committed);
  const latest = useRef({ draft, committed, commit, clean });
  latest.current = { draft, committed, commit, clean };

  useEffect(() => {
    if (committed === sent.current) return;
    sent.current = committed;
    setDraft(committed);
  }, [committed]);

  function flush() {
    const { draft: current, committed: inUrl, commit: send, clean: tidy } = latest.current;
    const value = tidy(current);
    if (value === inUrl) return;
    sent.current = value;
    send(value);
  }

  useEffect(() => {
    if (draft === latest.current.committed) return;
    const timer = setTimeout(flush, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
    // flush reads the latest values through a ref; only a new draft restarts the wait.
  }, [draft]);

  return { draft, setDraft, flush };
}
