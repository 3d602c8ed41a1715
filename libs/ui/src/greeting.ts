/** The dashboard greeting (docs/product.md §2): first name, falling back to the username. */
export function welcomeTitle(
  user: { first_name?: string | null; username?: string } | null,
): string {
  const name = user?.first_name?.trim() || user?.username;
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}
