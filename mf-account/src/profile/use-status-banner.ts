import { useCallback, useEffect, useState } from 'react';

/**
 * docs/product/roles-and-rules.md#business-constants-and-limits: how long the profile banner stays,
 * by outcome.
 */
export const BANNER_TIMEOUT_MS = { success: 3000, failure: 5000 } as const;

/**
 * docs/product/account.md#profile: a banner is a success exactly when its text says "successfully".
 */
export function isSuccessText(text: string): boolean {
  return text.includes('successfully');
}

export interface Banner {
  text: string;
  /** A new id per message, so the same text twice restarts the timer. */
  id: number;
}

/**
 * The profile page's one status banner (docs/product/account.md#profile), clearing itself after
 * the timeouts of docs/product/roles-and-rules.md#business-constants-and-limits.
 */
export function useStatusBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timeout = isSuccessText(banner.text)
      ? BANNER_TIMEOUT_MS.success
      : BANNER_TIMEOUT_MS.failure;
    const timer = setTimeout(() => setBanner(null), timeout);
    return () => clearTimeout(timer);
  }, [banner]);

  const show = useCallback((text: string) => setBanner({ text, id: Date.now() }), []);
  return { banner, show };
}
