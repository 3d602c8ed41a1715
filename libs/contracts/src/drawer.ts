import { formatCents, lineTotalCents, sumCents } from './money';

/**
 * The cash drawer's arithmetic (docs/product/registers.md#the-drawers-arithmetic): pure functions
 * on integer cents, shared by the API (which decides) and the till's dialogs (which show the same
 * figures while the cashier counts).
 */

/**
 * US bills and coins as a drawer holds them, largest first. The $1 bill and the $1 coin are both
 * kept, as a till counts them apart; each has its own key, since their value is the same.
 */
export const US_DENOMINATIONS = [
  { key: 'hundreds', cents: 10_000, label: '$100 bills' },
  { key: 'fifties', cents: 5_000, label: '$50 bills' },
  { key: 'twenties', cents: 2_000, label: '$20 bills' },
  { key: 'tens', cents: 1_000, label: '$10 bills' },
  { key: 'fives', cents: 500, label: '$5 bills' },
  { key: 'twos', cents: 200, label: '$2 bills' },
  { key: 'ones', cents: 100, label: '$1 bills' },
  { key: 'dollar_coins', cents: 100, label: '$1 coins' },
  { key: 'half_dollars', cents: 50, label: '50¢ coins' },
  { key: 'quarters', cents: 25, label: 'Quarters (25¢)' },
  { key: 'dimes', cents: 10, label: 'Dimes (10¢)' },
  { key: 'nickels', cents: 5, label: 'Nickels (5¢)' },
  { key: 'pennies', cents: 1, label: 'Pennies (1¢)' },
] as const;

export type DenominationKey = (typeof US_DENOMINATIONS)[number]['key'];
export const DENOMINATION_KEYS = US_DENOMINATIONS.map((d) => d.key) as [
  DenominationKey,
  ...DenominationKey[],
];

/** How many of each bill and coin; a denomination left out is none. */
export type DenominationCounts = Partial<Record<DenominationKey, number>>;

/** The cash a count of bills and coins adds up to, in cents. Exact. */
export function countedCents(counts: DenominationCounts): number {
  return sumCents(US_DENOMINATIONS.map((d) => lineTotalCents(d.cents, counts[d.key] ?? 0)));
}

/** Only the denominations counted (more than none), in the drawer's order: what a report shows. */
export function nonZeroCounts(counts: DenominationCounts): DenominationCounts {
  const kept: DenominationCounts = {};
  for (const { key } of US_DENOMINATIONS) if ((counts[key] ?? 0) > 0) kept[key] = counts[key];
  return kept;
}

/** What moved the drawer's cash in a session, each in cents and zero or more. */
export interface DrawerCashFlows {
  floatCents: number;
  cashSalesCents: number;
  cashRefundsCents: number;
  cashInCents: number;
  cashOutCents: number;
}

/**
 * The cash the drawer should hold: the float, plus cash sales, less cash refunds, plus cash put
 * in, less cash taken out (docs/product/registers.md#the-drawers-arithmetic).
 */
export function expectedCashCents(flows: DrawerCashFlows): number {
  const added = sumCents([flows.floatCents, flows.cashSalesCents, flows.cashInCents]);
  return added - sumCents([flows.cashRefundsCents, flows.cashOutCents]);
}

/** Counted less expected: above zero the drawer is over, below zero short. */
export function overShortCents(countedCents: number, expectedCents: number): number {
  return countedCents - expectedCents;
}

/** "Even", "Over $1.00" or "Short $5.00", as the till and the Z report say it. */
export function overShortLabel(cents: number): string {
  if (cents === 0) return 'Even';
  return `${cents > 0 ? 'Over' : 'Short'} ${formatCents(Math.abs(cents))}`;
}

/**
 * An amount as bills and coins, largest first, leaving out $2 bills, $1 coins and half dollars (a
 * drawer rarely holds them): how the demo shop counted its drawer.
 */
export function denominationsOf(cents: number): DenominationCounts {
  const counts: DenominationCounts = {};
  let left = cents;
  for (const { key, cents: value } of US_DENOMINATIONS) {
    if (key === 'twos' || key === 'dollar_coins' || key === 'half_dollars') continue;
    const pieces = Math.floor(left / value);
    if (pieces > 0) counts[key] = pieces;
    left -= pieces * value;
  }
  return counts;
}
