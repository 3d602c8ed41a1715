/**
 * Where a successful sign-in goes when no (usable) `redirect` was given
 * (docs/product/account.md#sign-in).
 */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** `//host` and `/\host` name another host when a browser resolves them. */
const OTHER_HOST = /^\/[/\\]/;

/**
 * The page to open after signing in. The shell's guard sends visitors to
 * `/login?redirect=/inventory`; we go back there, but only to a path on this site:
 * anything else (`//evil.com`, `https://evil.com`, `/\evil.com`, a tab-smuggled
 * `/\t/evil.com`) would make our sign-in page an open redirect for phishing.
 *
 * The target is resolved against the shop's own origin the way the browser will (it
 * drops tabs and newlines, reads `\` as `/`, removes `.`, `..` and `%2e` segments), and
 * the path we hand on is resolved once more before it is accepted: `/.//evil.com`
 * resolves to the path `//evil.com`, which would leave the site when opened
 * (docs/decisions/0067-sign-in-returns-only-to-this-site.md).
 */
export function afterSignInPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || OTHER_HOST.test(redirect)) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  const here = window.location.origin;
  const target = resolveOnSite(redirect, here);
  if (!target) return DEFAULT_AFTER_SIGN_IN;
  // Back to the sign-in forms would look like the sign-in failed.
  if (target.pathname === '/login' || target.pathname === '/register') return DEFAULT_AFTER_SIGN_IN;
  const path = target.pathname + target.search + target.hash;
  // What we return is opened as a path of its own: it must stay here too, read again.
  if (OTHER_HOST.test(path) || resolveOnSite(path, here)?.href !== target.href)
    return DEFAULT_AFTER_SIGN_IN;
  return path;
}

/** `path` resolved against `origin`, or null when it is unparsable or lands elsewhere. */
function resolveOnSite(path: string, origin: string): URL | null {
  try {
    const url = new URL(path, origin);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}
