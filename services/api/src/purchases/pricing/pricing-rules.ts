import { shippingCents, type SaleChannel, type ShippingRule } from '@shop/contracts';

/** What a line brings to pricing: its unit price, how many, and (for per-category tax) its category. */
export interface OrderLine {
  unitPriceCents: number;
  quantity: number;
  /** The product's category; null or absent when the caller has none to give. */
  categoryId?: number | null;
}

/**
 * What the shop charges on top of the lines, or takes off them: the seam where tax,
 * discounts and shipping come in. Each rule answers in whole cents or percent; priceOrder
 * (price-order.ts) does the rounding, by the money module's one rule.
 */
export interface PricingRules {
  /** A line's tax rate in percent, at most four decimals (8.875 for 8.875 %). */
  taxPercent(line: OrderLine): number;
  /**
   * Cents off one line, from 0 up to its total (a till's line discount); none when absent.
   * `index` is the line's place in the order.
   */
  lineDiscountCents?(line: OrderLine, totalCents: number, index: number): number;
  /** Cents off the subtotal left after the lines' own discounts, from 0 up to it. */
  discountCents(subtotalCents: number, lines: readonly OrderLine[]): number;
  /** Shipping in cents for the order, 0 or more. */
  shippingCents(subtotalCents: number, lines: readonly OrderLine[]): number;
}

/** The shop's pricing today: no tax, no discounts, free shipping. */
export const CURRENT_PRICING_RULES: PricingRules = {
  taxPercent: () => 0,
  discountCents: () => 0,
  shippingCents: () => 0,
};

/**
 * A web order's rules: today's, with the store settings' shipping rule
 * (docs/product/settings.md#shipping). The till charges no shipping.
 */
export function webPricingRules(shipping: ShippingRule): PricingRules {
  return {
    ...CURRENT_PRICING_RULES,
    shippingCents: (subtotalCents) => shippingCents(shipping, subtotalCents),
  };
}

/**
 * The rules a sale on `channel` is priced by: shipping on a web order, none at the till. The
 * checkout and the quote both take them from here, so a cart's quote is what checkout charges.
 */
export function channelPricingRules(channel: SaleChannel, shipping: ShippingRule): PricingRules {
  return channel === 'pos' ? CURRENT_PRICING_RULES : webPricingRules(shipping);
}

/**
 * `rules` with a discount code's cents off the subtotal (docs/product/discount-codes.md#the-maths);
 * the code was checked before (discount-codes/discount-code-terms.ts).
 */
export function withDiscount(
  rules: PricingRules,
  discountCents: (subtotalCents: number) => number,
): PricingRules {
  return { ...rules, discountCents };
}
