import { purchaseIdOf, stockAfterEach, supplierIdOf } from './stock-movement.mapper';

describe('stockAfterEach', () => {
  it('walks back from the newest stock through each change', () => {
    // Oldest first: +10 (10), -3 (7), +5 (12); shown newest first.
    expect(stockAfterEach([5, -3, 10], 12)).toEqual([12, 7, 10]);
  });

  it('is empty for an empty page', () => {
    expect(stockAfterEach([], 4)).toEqual([]);
  });
});

describe('references', () => {
  it('reads the purchase of a sale or a cancellation, in either form', () => {
    expect(purchaseIdOf({ reason: 'sale', reference: 'purchase:12' })).toBe(12);
    expect(purchaseIdOf({ reason: 'cancellation', reference: '7' })).toBe(7);
    expect(purchaseIdOf({ reason: 'restock', reference: '7' })).toBeNull();
    expect(purchaseIdOf({ reason: 'sale', reference: null })).toBeNull();
  });

  it('reads the supplier of a restock', () => {
    expect(supplierIdOf({ reason: 'restock', reference: 'supplier:3' })).toBe(3);
    expect(supplierIdOf({ reason: 'adjustment', reference: 'supplier:3' })).toBeNull();
  });
});
