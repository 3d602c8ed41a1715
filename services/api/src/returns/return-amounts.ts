import { proportionOfCents } from '@shop/contracts';

/** What a purchase line kept when it was sold. */
export interface SoldLine {
  quantity: number;
  totalPriceCents: number;
  taxCents: number;
}

/** What earlier returns of the line (rejected ones left out) already took of it. */
export interface TakenOfLine {
  quantity: number;
  totalCents: number;
  taxCents: number;
}

export interface ReturnedAmounts {
  totalCents: number;
  taxCents: number;
}

/**
 * What `units` more units of a line paid (docs/product/returns.md#what-a-line-refunds): the share
 * of the line's total, and of its tax, that all units taken so far carry, less what earlier
 * returns took. The last units take whatever remains, so a line returned in any number of parts
 * gives back exactly what it paid, to the cent.
 */
export function returnedAmounts(
  line: SoldLine,
  taken: TakenOfLine,
  units: number,
): ReturnedAmounts {
  const after = taken.quantity + units;
  if (!Number.isSafeInteger(units) || units < 1 || after > line.quantity)
    throw new RangeError(`${units} more of a line of ${line.quantity} (${taken.quantity} taken)`);
  const part = (cents: number, takenCents: number) => {
    const left = cents - takenCents;
    if (after === line.quantity) return left;
    const share = proportionOfCents(cents, after, line.quantity) - takenCents;
    return Math.min(left, Math.max(0, share));
  };
  return {
    totalCents: part(line.totalPriceCents, taken.totalCents),
    taxCents: part(line.taxCents, taken.taxCents),
  };
}
