import { makePurchase, makePurchaseItem, makeReturnLine, makeSaleReturn } from '@shop/testing';
import {
  lineProblems,
  lineRefundCents,
  NO_CHOICE,
  remainingOf,
  tillReturnBody,
} from './return-draft';

// Three units for $10.00 with no tax: a third each is 333.33… cents.
const item = makePurchaseItem({ id: 7, quantity: 3, unit_price: 3.33, total_price: 10, tax: 0 });

describe('a till return’s sums', () => {
  it('refunds a line in proportion, the last units taking what the earlier returns left', () => {
    const fresh = makePurchase({ items: [item] });
    expect(lineRefundCents(fresh, item, 1)).toBe(333);
    expect(lineRefundCents(fresh, item, 3)).toBe(1000);

    const once = makePurchase({
      items: [item],
      returned_quantities: { 7: 2 },
      returns: [
        makeSaleReturn({
          lines: [makeReturnLine({ purchase_item_id: 7, quantity: 2, amount: 6.67 })],
        }),
        makeSaleReturn({
          status: 'rejected',
          lines: [makeReturnLine({ purchase_item_id: 7, amount: 3.33 })],
        }),
      ],
    });
    expect(remainingOf(once, item)).toBe(1);
    expect(lineRefundCents(once, item, 1)).toBe(333);
  });

  it('sends only the chosen lines, a note only when written, and finds "other" without one', () => {
    const purchase = makePurchase({ id: 12, items: [item, makePurchaseItem({ id: 8 })] });
    const body = tillReturnBody(
      purchase,
      3,
      true,
      { 7: { ...NO_CHOICE, quantity: 1, reason: 'other', note: '  ' }, 8: NO_CHOICE },
      { items: [] },
    );
    expect(body).toEqual({
      purchase_id: 12,
      register_id: 3,
      receipt: true,
      lines: [{ purchase_item_id: 7, quantity: 1, reason: 'other', disposition: 'restock' }],
    });
    expect(lineProblems(body)).toEqual({ 7: 'Say why in a note when the reason is "other"' });
  });
});
