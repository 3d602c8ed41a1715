import { formatDollars, type ShippingRule } from '@shop/contracts';

/**
 * "Free shipping", "Free shipping over $50.00" or "Shipping $4.95": the store settings' rule in
 * words (docs/product/settings.md#shipping), for the product page and the cart.
 */
export function shippingNote(rule: ShippingRule): string {
  if (rule.flat_fee === 0) return 'Free shipping';
  if (rule.free_over !== null) return `Free shipping over ${formatDollars(rule.free_over)}`;
  return `Shipping ${formatDollars(rule.flat_fee)}`;
}
