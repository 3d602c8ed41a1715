import { useEffect } from 'react';

/**
 * The till's page-wide keys (docs/product/point-of-sale.md): F2 goes to the search, F9 or
 * Ctrl+Enter opens the payment. Off while a dialog has the keyboard. The cart's own keys
 * (arrows, + and −, Delete) belong to its lines, and Enter in the search to the scan.
 */
export function useTillKeys({
  enabled,
  onSearch,
  onCheckout,
}: {
  enabled: boolean;
  onSearch: () => void;
  onCheckout: () => void;
}) {
  useEffect(() => {
    if (!enabled) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'F2') {
        event.preventDefault();
        onSearch();
      } else if (
        event.key === 'F9' ||
        (event.key === 'Enter' && (event.ctrlKey || event.metaKey))
      ) {
        event.preventDefault();
        onCheckout();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, onSearch, onCheckout]);
}
