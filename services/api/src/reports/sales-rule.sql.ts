import { PURCHASE_STATUSES, RETURN_STATUSES, countsAsReturn, countsAsSale } from '@shop/contracts';

/**
 * The SQL twin of the contract's `countsAsSale()` (docs/decisions/0031-which-sales-count.md): every
 * purchase that is not cancelled counts as a sale, whatever its payment state, on the day it was
 * placed. The dashboard and the reports filter with this and nothing else; `p` is the
 * purchase table's alias. Built from the contract's rule, so the two cannot drift:
 * `p.status in ('pending', 'processing', 'completed')`.
 */
export function countedSaleCondition(p = 'p'): string {
  const counted = PURCHASE_STATUSES.filter(countsAsSale).map((status) => `'${status}'`);
  return `${p}.status in (${counted.join(', ')})`;
}

/**
 * The SQL twin of `countsAsReturn()` (docs/product/returns.md#in-the-reports): a return counts once
 * refunded, while its purchase counts as a sale; `r` is the return's alias, `p` its purchase's.
 */
export function countedReturnCondition(r = 'r', p = 'p'): string {
  const counted = RETURN_STATUSES.filter((status) => countsAsReturn(status, 'completed'));
  return `${r}.status in (${counted.map((status) => `'${status}'`).join(', ')}) and ${countedSaleCondition(p)}`;
}
