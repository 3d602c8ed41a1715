/**
 * Local storage keys of docs/product/roles-and-rules.md#business-constants-and-limits. Nothing else
 * in the front end writes local storage.
 */
export const STORAGE_KEYS = {
  token: 'access_token',
  user: 'user',
  cart: 'cart',
  /** The discount code applied in the cart (docs/product/discount-codes.md#in-the-cart). */
  cartDiscountCode: 'cart_discount_code',
  /**
   * Set while the session that registered the account lasts
   * (docs/decisions/0077-a-first-visit-is-known.md).
   */
  firstVisit: 'first_visit',
} as const;
// A remote's own stored slice (the till's `pos_cart`) names its key with `injectStoredSlice`.

/** Reads a JSON value; a missing, unreadable or corrupt entry counts as absent. */
export function readJson<T>(key: string): T | null {
  try {
    const text = globalThis.localStorage?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function readText(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value (strings as they are, everything else as JSON); `null` removes the key. */
export function writeValue(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) globalThis.localStorage?.removeItem(key);
    else
      globalThis.localStorage?.setItem(
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      );
  } catch {
    // Private mode or a full quota: the shop keeps working, it just forgets on reload.
  }
}
