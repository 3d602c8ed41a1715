import { DISCOUNT_REFUSALS, discountOffCents, lineTotalCents, sumCents } from '@shop/contracts';

/** A code's terms as the quote and the checkout read them (the entity's fields, or a row). */
export interface CodeTerms {
  id: number;
  code: string;
  kind: 'percent' | 'amount';
  percentOff: number | null;
  amountOffCents: number | null;
  minSpendCents: number;
  startsOn: string | null;
  endsOn: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  isActive: boolean;
  uses: number;
}

/** What the order brings to the check: the shop's day, the subtotal, the buyer's earlier uses. */
export interface CodeCheck {
  /** Today in the shop's time zone, YYYY-MM-DD (docs/product/settings.md#time-zone). */
  today: string;
  subtotalCents: number;
  /** Orders this buyer placed with the code; null when there is no buyer (an anonymous quote). */
  customerUses: number | null;
}

/**
 * Why `terms` may not be used for this order, or null when it may
 * (docs/product/discount-codes.md#refused-codes). An inactive code reads as unknown to a buyer.
 * The uses limit here is only a first answer: the checkout's conditional update decides.
 */
export function refusalOf(terms: CodeTerms | null, check: CodeCheck): string | null {
  if (!terms || !terms.isActive) return DISCOUNT_REFUSALS.unknown;
  if (terms.startsOn && check.today < terms.startsOn)
    return DISCOUNT_REFUSALS.notStarted(terms.startsOn);
  if (terms.endsOn && check.today > terms.endsOn) return DISCOUNT_REFUSALS.expired;
  if (check.subtotalCents < terms.minSpendCents)
    return DISCOUNT_REFUSALS.belowMinimum(terms.minSpendCents);
  if (terms.maxUses !== null && terms.uses >= terms.maxUses) return DISCOUNT_REFUSALS.usedUp;
  if (
    terms.maxUsesPerCustomer !== null &&
    check.customerUses !== null &&
    check.customerUses >= terms.maxUsesPerCustomer
  )
    return DISCOUNT_REFUSALS.alreadyUsed;
  return null;
}

/** The cents the code takes off a subtotal (libs/contracts/src/pricing.ts does the maths). */
export function codeDiscountCents(terms: CodeTerms, subtotalCents: number): number {
  const off =
    terms.kind === 'percent'
      ? { percent: terms.percentOff ?? 0 }
      : { cents: terms.amountOffCents ?? 0 };
  return discountOffCents(off, subtotalCents);
}

/** The subtotal a code's minimum spend is checked against: the lines at the catalogue's prices. */
export function subtotalOf(lines: readonly { unitPriceCents: number; quantity: number }[]): number {
  return sumCents(lines.map((line) => lineTotalCents(line.unitPriceCents, line.quantity)));
}
