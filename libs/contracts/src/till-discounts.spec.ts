import {
  DISCOUNT_NOTE_NEEDED,
  DISCOUNT_PERCENT_MAX_ERROR,
  DISCOUNT_VALUE_ERROR,
  paidLineCents,
  tillDiscountSchema,
} from './till-discounts';

const messages = (body: unknown) => {
  const checked = tillDiscountSchema.safeParse(body);
  return checked.success ? [] : checked.error.issues.map((issue) => issue.message);
};

describe('a till discount', () => {
  it('takes a percentage or an amount with a reason; "Other" needs a note', () => {
    expect(messages({ kind: 'percent', value: 10, reason: 'loyalty' })).toEqual([]);
    expect(messages({ kind: 'amount', value: 2.5, reason: 'other', note: ' Bent box ' })).toEqual(
      [],
    );
    expect(messages({ kind: 'amount', value: 2.5, reason: 'other', note: '  ' })).toEqual([
      DISCOUNT_NOTE_NEEDED,
    ]);
  });

  it('refuses what no till gives, in words the screen shows', () => {
    expect(messages({ kind: 'percent', value: 101, reason: 'staff' })).toEqual([
      DISCOUNT_PERCENT_MAX_ERROR,
    ]);
    expect(messages({ kind: 'amount', value: 0, reason: 'staff' })).toEqual([DISCOUNT_VALUE_ERROR]);
    expect(messages({ kind: 'amount', value: 1.005, reason: 'staff' })).toEqual([
      'The discount must have at most two decimals',
    ]);
  });
});

describe('what a discounted line paid', () => {
  it("takes off its own discount and its stored share of the order's", () => {
    // $20.00 less $2.00 and a $0.90 share of the sale's discount.
    expect(
      paidLineCents({ totalPriceCents: 2000, discountCents: 200, orderDiscountCents: 90 }),
    ).toBe(1710);
  });

  it('is the line total when nothing was taken off', () => {
    expect(paidLineCents({ totalPriceCents: 999, discountCents: 0, orderDiscountCents: 0 })).toBe(
      999,
    );
  });
});
