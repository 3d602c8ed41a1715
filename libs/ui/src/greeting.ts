/**
 * The dashboard greeting (docs/product/dashboard.md): first name, falling back to the
 * username. A brand-new account's first visit is a welcome, not a "welcome back"
 * (docs/decisions/0077-a-first-visit-is-known.md).
 */
export function welcomeTitle(
  user: { first_name?: string | null; username?: string } | null,
  firstVisit = false,
): string {
  const name = user?.first_name?.trim() || user?.username;
  const greeting = firstVisit ? 'Welcome to FitShop' : 'Welcome back';
  return name ? `${greeting}, ${name}!` : `${greeting}!`;
}
