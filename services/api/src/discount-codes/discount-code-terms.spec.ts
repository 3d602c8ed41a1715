import { DISCOUNT_REFUSALS } from '@shop/contracts';
import { codeDiscountCents, refusalOf, type CodeTerms } from './discount-code-terms';

const code = (terms: Partial<CodeTerms> = {}): CodeTerms => ({
  id: 1,
  code: 'SAVE10',
  kind: 'percent',
  percentOff: 10,
  amountOffCents: null,
  minSpendCents: 0,
  startsOn: null,
  endsOn: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  isActive: true,
  uses: 0,
  ...terms,
});
const check = { today: '2026-11-27', subtotalCents: 5000, customerUses: 0 };

describe('refusalOf', () => {
  it('accepts a code within its terms', () => {
    expect(refusalOf(code(), check)).toBeNull();
  });

  it('says why a code is refused', () => {
    expect(refusalOf(null, check)).toBe(DISCOUNT_REFUSALS.unknown);
    expect(refusalOf(code({ isActive: false }), check)).toBe(DISCOUNT_REFUSALS.unknown);
    expect(refusalOf(code({ startsOn: '2026-11-28' }), check)).toBe(
      'This discount code starts on 2026-11-28',
    );
    expect(refusalOf(code({ endsOn: '2026-11-26' }), check)).toBe(DISCOUNT_REFUSALS.expired);
    expect(refusalOf(code({ minSpendCents: 5001 }), check)).toBe(
      'This discount code needs a minimum spend of $50.01',
    );
    expect(refusalOf(code({ maxUses: 3, uses: 3 }), check)).toBe(DISCOUNT_REFUSALS.usedUp);
    expect(refusalOf(code({ maxUsesPerCustomer: 1 }), { ...check, customerUses: 1 })).toBe(
      DISCOUNT_REFUSALS.alreadyUsed,
    );
  });

  it('counts the first and the last day as inside the dates', () => {
    const dated = code({ startsOn: '2026-11-27', endsOn: '2026-11-27' });
    expect(refusalOf(dated, check)).toBeNull();
  });

  it('leaves the per-customer limit to the checkout when there is no buyer', () => {
    expect(refusalOf(code({ maxUsesPerCustomer: 1 }), { ...check, customerUses: null })).toBeNull();
  });
});

describe('codeDiscountCents', () => {
  it('takes a percentage by the one rounding rule, half away from zero', () => {
    // 15 % of $3.30 is 49.5 cents: 50.
    expect(codeDiscountCents(code({ percentOff: 15 }), 330)).toBe(50);
  });

  it('takes an amount, never more than the subtotal', () => {
    const fiver = code({ kind: 'amount', percentOff: null, amountOffCents: 500 });
    expect(codeDiscountCents(fiver, 1999)).toBe(500);
    expect(codeDiscountCents(fiver, 300)).toBe(300);
  });
});
