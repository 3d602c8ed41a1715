import { priceOrder } from './price-order';
import { CURRENT_PRICING_RULES, type PricingRules } from './pricing-rules';
import { withTax } from './tax-rule';

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
        {
          ...tee,
          totalPriceCents: 3998,
          discountCents: 0,
          orderDiscountCents: 0,
          taxCents: 0,
          taxPercent: 0,
        },
        {
          ...socks,
          totalPriceCents: 30,
          discountCents: 0,
          orderDiscountCents: 0,
          taxCents: 0,
          taxPercent: 0,
        },
      ],
      subtotalCents: 4028,
      discountCents: 0,
      orderDiscountCents: 0,
      taxCents: 0,
      shippingCents: 0,
      totalCents: 4028,
    });
  });

  it('keeps what the caller put on each line', () => {
    const [line] = priceOrder([{ ...tee, name: 'Flex Tee' }]).lines;
    expect(line).toEqual({
      ...tee,
      name: 'Flex Tee',
      totalPriceCents: 3998,
      discountCents: 0,
      orderDiscountCents: 0,
      taxCents: 0,
      taxPercent: 0,
    });
  });

  it('shares the order’s discount by the largest remainder, the earlier line first on a tie', () => {
    const dollar = { unitPriceCents: 1000, quantity: 1 };
    const order = priceOrder(
      [dollar, dollar, dollar],
      rules({ discountCents: () => 100, taxPercent: () => 10 }),
    );
    expect(order.lines.map((line) => line.orderDiscountCents)).toEqual([34, 33, 33]);
    expect(order.lines.map((line) => line.taxCents)).toEqual([97, 97, 97]);
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

  it('taxes 3 × $0.10 at 8.875 % as 3 cents: 2.6625 rounds half up on the line', () => {
    const nyc = withTax({ defaultRate: { name: 'NYC', percent: 8.875 }, categories: new Map() });
    const [line] = priceOrder([socks], nyc).lines;
    expect(line).toMatchObject({ totalPriceCents: 30, taxCents: 3, taxPercent: 8.875 });
  });

  it('rounds a 100-line order per line, then adds the lines up', () => {
    // Each $0.10 line: 0.8875 → 1 cent, so 100 cents; rounding the order once would give 89.
    const lines = Array.from({ length: 100 }, (_, index) => ({
      productId: index + 1,
      unitPriceCents: 10,
      quantity: 1,
    }));
    const nyc = withTax({ defaultRate: { name: 'NYC', percent: 8.875 }, categories: new Map() });
    const order = priceOrder(lines, nyc);
    expect(order.lines.every((line) => line.taxCents === 1)).toBe(true);
    expect(order).toMatchObject({ subtotalCents: 1000, taxCents: 100, totalCents: 1100 });
  });

  it('charges an exempt category no tax and the others the default rate', () => {
    const clothingExempt = withTax({
      defaultRate: { name: 'NYC', percent: 8.875 },
      categories: new Map([[1, null]]),
    });
    const order = priceOrder([tee, socks], clothingExempt);
    expect(order.lines.map((line) => [line.taxCents, line.taxPercent])).toEqual([
      [0, 0],
      [3, 8.875],
    ]);
    expect(order.taxCents).toBe(3);
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

  it('taxes each line on its total less its share of the discount', () => {
    // $10.00 off $40.28: the tee's share 9.93 (3998/4028 of 1000), the socks' the rest, 7 cents.
    const order = priceOrder(
      [tee, socks],
      rules({ discountCents: () => 1000, taxPercent: () => 10 }),
    );
    expect(order.lines.map((line) => line.taxCents)).toEqual([301, 2]);
    // $10.00 over $39.98 and $0.30 by the largest remainder: 992.55 and 7.45 → 993 and 7.
    expect(order.lines.map((line) => line.orderDiscountCents)).toEqual([993, 7]);
    expect(order).toMatchObject({ subtotalCents: 4028, discountCents: 1000, taxCents: 303 });
    expect(order.totalCents).toBe(4028 - 1000 + 303);
  });

  it('takes a line’s own discount off it first, then the order’s off what the lines left', () => {
    // The tee $39.98 less $9.98 is $30.00; 10 % of $30.30 is $3.03, spread $3.00 and $0.03.
    const order = priceOrder(
      [tee, socks],
      rules({
        lineDiscountCents: (_line, _total, index) => (index === 0 ? 998 : 0),
        discountCents: (left) => left / 10,
        taxPercent: () => 10,
      }),
    );
    expect(
      order.lines.map((line) => [line.discountCents, line.orderDiscountCents, line.taxCents]),
    ).toEqual([
      [998, 300, 270],
      [0, 3, 3],
    ]);
    expect(order).toMatchObject({ discountCents: 1301, orderDiscountCents: 303, taxCents: 273 });
    expect(order.totalCents).toBe(4028 - 1301 + 273);
    expect(() => priceOrder([tee], rules({ lineDiscountCents: () => 3999 }))).toThrow(RangeError);
  });

  it('judges free shipping on the subtotal after the discount', () => {
    const shipping = jest.fn(() => 0);
    priceOrder([tee], rules({ discountCents: () => 998, shippingCents: shipping }));
    expect(shipping).toHaveBeenCalledWith(3000, [tee]);
  });

  it('refuses rules that answer nonsense', () => {
    expect(() => priceOrder([tee], rules({ discountCents: () => 5000 }))).toThrow(RangeError);
    expect(() => priceOrder([tee], rules({ lineDiscountCents: () => -1 }))).toThrow(RangeError);
    expect(() => priceOrder([tee], rules({ discountCents: () => 0.5 }))).toThrow(RangeError);
    expect(() => priceOrder([tee], rules({ shippingCents: () => -1 }))).toThrow(RangeError);
    expect(() => priceOrder([tee], rules({ taxPercent: () => -5 }))).toThrow(RangeError);
  });

  it('refuses a line that is not whole cents and whole pieces', () => {
    expect(() => priceOrder([{ unitPriceCents: 19.99, quantity: 1 }])).toThrow(RangeError);
    expect(() => priceOrder([{ unitPriceCents: 1999, quantity: 0.5 }])).toThrow(RangeError);
  });
});
