import { countsAsSale, PURCHASE_STATUSES } from '@shop/contracts';
import { countedSaleCondition } from './sales-rule.sql';

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
});
