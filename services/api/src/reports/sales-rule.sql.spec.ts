import { countsAsReturn, countsAsSale, PURCHASE_STATUSES, RETURN_STATUSES } from '@shop/contracts';
import { countedReturnCondition, countedSaleCondition } from './sales-rule.sql';

describe('the sales rule', () => {
  it('counts every purchase that is not cancelled', () => {
    expect(PURCHASE_STATUSES.filter(countsAsSale)).toEqual(['pending', 'processing', 'completed']);
  });

  it('says the same in SQL, on the alias given', () => {
    expect(countedSaleCondition()).toBe("p.status in ('pending', 'processing', 'completed')");
    expect(countedSaleCondition('purchase')).toBe(
      "purchase.status in ('pending', 'processing', 'completed')",
    );
  });

  it('counts a return once refunded, while its purchase counts', () => {
    expect(RETURN_STATUSES.filter((status) => countsAsReturn(status, 'completed'))).toEqual([
      'refunded',
    ]);
    expect(countsAsReturn('refunded', 'cancelled')).toBe(false);
    expect(countedReturnCondition()).toBe(
      "r.status in ('refunded') and p.status in ('pending', 'processing', 'completed')",
    );
  });
});
