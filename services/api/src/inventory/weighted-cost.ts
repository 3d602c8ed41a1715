import { divideCents } from '@shop/contracts';

/**
 * The cost price after goods come in at `unitCostCents` each (issue 15, restock):
 * the weighted average of the stock on hand at the old cost and the goods received
 * at theirs, rounded to the nearest cent (half up, the money module's rule). With nothing
 * on hand the new cost is simply the unit cost. Sales record the cost of their moment
 * (purchase_item.unit_cost_cents), so the profit report then counts a true cost.
 *
 *   on hand 10 at 5.00, received 30 at 7.00  ->  (10 × 500 + 30 × 700) / 40 = 650 = 6.50
 */
export function weightedAverageCostCents(
  onHand: number,
  currentCostCents: number,
  received: number,
  unitCostCents: number,
): number {
  for (const [what, value] of [
    ['stock on hand', onHand],
    ['current cost', currentCostCents],
    ['unit cost', unitCostCents],
  ] as const)
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${what} must be a whole number of 0 or more, got ${value}`);
  if (!Number.isSafeInteger(received) || received < 1)
    throw new RangeError(`goods received must be a whole number of at least 1, got ${received}`);
  const total = onHand * currentCostCents + received * unitCostCents;
  return divideCents(total, onHand + received);
}
