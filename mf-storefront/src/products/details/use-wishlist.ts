import { useEffect, useState } from 'react';

/**
 * docs/product/storefront.md#product-detail: the wishlist is local only, kept in this browser under
 * `wishlist`.
 */
export const WISHLIST_KEY = 'wishlist';

function readWishlist(): number[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(WISHLIST_KEY) ?? '[]');
    // A hand-edited or old entry must not break the page: keep only product ids.
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function writeWishlist(ids: number[]): void {
  try {
    window.localStorage.setItem(WISHLIST_KEY, JSON.stringify(ids));
  } catch {
    // Private mode or a full quota: the heart still toggles, it is just not remembered.
  }
}

/** Whether a product is on the wishlist, and a toggle; follows changes made in other tabs. */
export function useWishlist(productId: number) {
  const [ids, setIds] = useState(readWishlist);

  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === WISHLIST_KEY || event.key === null) setIds(readWishlist());
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  const wished = ids.includes(productId);
  function toggle() {
    const current = readWishlist();
    const next = wished ? current.filter((id) => id !== productId) : [...current, productId];
    writeWishlist(next);
    setIds(next);
  }
  return { wished, toggle };
}
