import { centsToDollars, dollarsToCents, shippingCents } from '@shop/contracts';
import { useShippingRule } from '@shop/shop-state';
import { Price } from '@shop/ui';

/**
 * The cart's shipping and total by the shop's rule (docs/product/settings.md#shipping); the
 * server charges the same when the order is placed.
 */
export function useCartShipping(subtotal: number): { shipping: number; total: number } {
  const subtotalCents = dollarsToCents(subtotal);
  const shipping = shippingCents(useShippingRule(), subtotalCents);
  return { shipping: centsToDollars(shipping), total: centsToDollars(subtotalCents + shipping) };
}

/** One summary row: "Shipping" and what this cart pays for it. */
export function ShippingLine({ shipping }: { shipping: number }) {
  return (
    <p style={{ display: 'flex', justifyContent: 'space-between', margin: 0 }}>
      <span>Shipping</span>
      <Price value={shipping} />
    </p>
  );
}
