import { paymentAfterRefunds, refundsTo, tendersOf } from './tenders';

const paidByCard = {
  paymentMethod: 'card',
  paymentStatus: 'paid',
  totalAmountCents: 5000,
} as const;

describe('the tenders of a sale', () => {
  it('is the payment method, for what the purchase was owed, once paid', () => {
    expect(tendersOf(paidByCard)).toEqual([{ method: 'card', amountCents: 5000 }]);
    expect(tendersOf(paidByCard, 1200)).toEqual([{ method: 'card', amountCents: 3800 }]);
    expect(tendersOf({ ...paidByCard, paymentStatus: 'pending' })).toEqual([]);
    expect(tendersOf({ ...paidByCard, paymentStatus: 'failed' })).toEqual([]);
  });

  it("is a till sale's tender rows, card first, when it has them", () => {
    const rows = [
      { method: 'cash', amountCents: 3000 },
      { method: 'card', amountCents: 2000 },
    ] as const;
    expect(tendersOf(paidByCard, 0, rows)).toEqual([
      { method: 'card', amountCents: 2000 },
      { method: 'cash', amountCents: 3000 },
    ]);
    expect(tendersOf({ ...paidByCard, paymentStatus: 'pending' }, 0, rows)).toEqual([]);
  });
});

describe('refunds to the tenders', () => {
  const tenders = [{ method: 'card', amountCents: 5000 }] as const;

  it('go back to the tender that paid, up to what it has left', () => {
    expect(refundsTo(tenders, new Map(), 1500)).toEqual([{ method: 'card', amountCents: 1500 }]);
    expect(refundsTo(tenders, new Map([['card', 3500]]), 1500)).toEqual([
      { method: 'card', amountCents: 1500 },
    ]);
    expect(refundsTo(tenders, new Map([['card', 3501]]), 1500)).toBeNull();
    expect(refundsTo([], new Map(), 1)).toBeNull();
    expect(refundsTo(tenders, new Map(), 0)).toEqual([]);
  });

  it('fill a split card first, then cash, each up to what it has left', () => {
    const split = [
      { method: 'card', amountCents: 2000 },
      { method: 'cash', amountCents: 1000 },
    ] as const;
    expect(refundsTo(split, new Map(), 1500)).toEqual([{ method: 'card', amountCents: 1500 }]);
    expect(refundsTo(split, new Map(), 2500)).toEqual([
      { method: 'card', amountCents: 2000 },
      { method: 'cash', amountCents: 500 },
    ]);
    expect(refundsTo(split, new Map([['card', 1500]]), 1000)).toEqual([
      { method: 'card', amountCents: 500 },
      { method: 'cash', amountCents: 500 },
    ]);
    expect(refundsTo(split, new Map([['card', 1500]]), 1501)).toBeNull();
  });

  it('leave the payment partly or wholly refunded', () => {
    expect(paymentAfterRefunds(5000, 1500)).toBe('partially_refunded');
    expect(paymentAfterRefunds(5000, 5000)).toBe('refunded');
  });
});
