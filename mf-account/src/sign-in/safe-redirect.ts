/** Where a successful sign-in goes when no (usable) `redirect` was given (docs/product.md §2). */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * The page to open after signing in. The shell's guard sends visitors to
 * `/login?redirect=/inventory`; we go back there, but only to a path on this site:
 * anything else (`//evil.com`, `https://evil.com`, `/\evil.com`, a tab-smuggled
 * `/\t/evil.com`) would make our sign-in page an open redirect for phishing.
 */
export function afterSignInPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || /^\/[/\\]/.test(redirect)) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  // Parse the way the browser will: it drops tabs and newlines and reads `\` as `/`.
  const here = window.location.origin;
  let target: URL;
  try {
    target = new URL(redirect, here);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (target.origin !== here) return DEFAULT_AFTER_SIGN_IN;
  // Back to the sign-in forms would look like the sign-in failed.
  if (target.pathname === '/login' || target.pathname === '/register') return DEFAULT_AFTER_SIGN_IN;
  return target.pathname + target.search + target.hash;
}
