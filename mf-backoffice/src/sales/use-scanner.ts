import { useEffect, useRef, type RefObject } from 'react';

/** A scanner types far faster than a person: keys closer together than this are a scan's. */
export const SCAN_KEY_GAP_MS = 30;
/** Shorter bursts are a fast typist's, not a barcode or SKU. */
export const SCAN_MIN_LENGTH = 6;

/**
 * Scanning anywhere on the till (docs/product/point-of-sale.md#scanning-anywhere): a burst of at
 * least six characters, each within 30 ms of the one before, ended by Enter, is a scan wherever
 * the focus is, and `onScan` gets the code. Its Enter is taken, so it does not also press the
 * focused button; keys a person types, slower, are left alone. The search field (`own`) handles
 * its own Enter as a scan, so keys typed there are not counted twice. Off while a dialog has the
 * keyboard.
 */
export function useScanner({
  enabled,
  own,
  onScan,
}: {
  enabled: boolean;
  own?: RefObject<HTMLElement | null>;
  onScan: (code: string) => void;
}) {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!enabled) return;
    let burst = '';
    let lastAt = 0;
    function onKey(event: KeyboardEvent) {
      if (own?.current && event.target === own.current) return;
      const now = Date.now();
      const fast = now - lastAt < SCAN_KEY_GAP_MS;
      lastAt = now;
      if (event.key === 'Enter') {
        const code = fast && burst.length >= SCAN_MIN_LENGTH ? burst : '';
        burst = '';
        if (!code || event.ctrlKey || event.metaKey || event.altKey) return;
        event.preventDefault();
        event.stopPropagation();
        onScanRef.current(code);
      } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        burst = fast ? burst + event.key : event.key;
      } else {
        burst = '';
      }
    }
    // Capture: the scan's Enter is taken before a focused button or line sees it.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [enabled, own]);
}
