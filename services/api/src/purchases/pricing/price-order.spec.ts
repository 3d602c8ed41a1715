import { priceOrder } from './price-order';
import { CURRENT_PRICING_RULES, type PricingRules } from './pricing-rules';

const tee = { productId: 1, unitPriceCents: 1999, quantity: 2, categoryId: 1 };
const socks = { productId: 2, unitPriceCents: 10, quantity: 3, categoryId: 2 };

const rules = (overrides: Partial<PricingRules>): PricingRules => ({
  ...CURRENT_PRICING_RULES,
  ...overrides,
});

describe('priceOrder', () => {
  it('prices lines as unit × quantity and charges nothing on top today', () => {
    expect(priceOrder([tee, socks])).toEqual({
      lines: [
        { ...tee, totalPriceCents: 3998 },
        { ...socks, totalPriceCents: 30 },
      ],
      subtotalCents: 4028,
      discountCents: 0,
      taxCents: 0,
      shippingCents: 0,
      totalCents: 4028,
    });
  });

  it('keeps what the caller put on each line', () => {
    const [line] = priceOrder([{ ...tee, name: 'Flex Tee' }]).lines;
    expect(line).toEqual({ ...tee, name: 'Flex Tee', totalPriceCents: 3998 });
  });

  it('prices an empty order at zero', () => {
    expect(priceOrder([]).totalCents).toBe(0);
  });

  it('adds large orders exactly', () => {
    const order = priceOrder([{ unitPriceCents: 100_000_000, quantity: 1000 }, socks]);
    expect(order.totalCents).toBe(100_000_000_030);
  });

  it('taxes each line at its own rate, rounding per line half away from zero', () => {
    // 8.875 % of $0.10 × 3 = 2.6625 → 3 cents; 5 % of $39.98 = 199.9 → 200 cents.
    const taxed = rules({ taxPercent: (line) => (line.categoryId === 2 ? 8.875 : 5) });
    const order = priceOrder([tee, socks], taxed);
    expect(order.taxCents).toBe(203);
    expect(order.totalCents).toBe(4028 + 203);
  });

  it('takes a discount off and adds shipping', () => {
    const order = priceOrder(
      [tee, socks],
      rules({ discountCents: (subtotal) => subtotal - 4000, shippingCents: () => 495 }),
    );
    expect(order).toMatchObject({
      subtotalCents: 4028,
      discountCents: 28,
      shippingCents: 495,
      totalCents: 4495,
    });
  });

  it('refuses rules that answer nonsense', () => {
    expect(() => priceOrder([tee], rules({ discountCents: () => 5000 }))).toThrow(RangeError);
    expect(() => priceOrder([tee], rules({ discountCents: () => 0.5 }))).toThrow(RangeError);
    expect(() => priceOrder([tee], rules({ shippingCents: () => -1 }))).toThrow(RangeError);
    expect(() => priceOrder([tee], rules({ taxPercent: () => -5 }))).toThrow(RangeError);
  });

  it('refuses a line that is not whole cents and whole pieces', () => {
    expect(() => priceOrder([{ unitPriceCents: 19.99, quantity: 1 }])).toThrow(RangeError);
    expect(() => priceOrder([{ unitPriceCents: 1999, quantity: 0.5 }])).toThrow(RangeError);
  });
});
