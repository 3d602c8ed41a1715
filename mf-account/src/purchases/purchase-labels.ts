import type { Purchase } from '@shop/contracts';

/** How the shop writes an order number: `#123`. */
export const orderNumber = (id: number) => `#${id}`;

/** First and last name, or null when the buyer gave neither. */
export function customerName(user: Purchase['user']): string | null {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name || null;
}
