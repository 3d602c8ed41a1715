import {
  countedCents,
  DENOMINATION_PIECES_MAX,
  parseMoney,
  US_DENOMINATIONS,
  type DenominationCounts,
  type DenominationKey,
} from '@shop/contracts';

/** What the cashier typed for each bill and coin; blank is none. */
export type CountTexts = Record<DenominationKey, string>;

export const emptyCount = (): CountTexts =>
  Object.fromEntries(US_DENOMINATIONS.map((d) => [d.key, ''])) as CountTexts;

/** A count as the form reads it: the pieces, their sum in cents, or the first problem. */
export type ReadCount =
  | { ok: true; counts: DenominationCounts; cents: number }
  | { ok: false; key: DenominationKey; error: string };

/**
 * The typed count as pieces and cents (docs/product/registers.md#the-drawers-arithmetic): each
 * field blank or a whole number from 0 up; the sum is the contract's `countedCents`, so the till
 * shows what the server will count.
 */
export function readCount(texts: CountTexts): ReadCount {
  const counts: DenominationCounts = {};
  for (const { key, label } of US_DENOMINATIONS) {
    const text = texts[key].trim();
    if (!text) continue;
    if (!/^\d+$/.test(text) || Number(text) > DENOMINATION_PIECES_MAX)
      return { ok: false, key, error: `${label}: enter a whole number of pieces` };
    counts[key] = Number(text);
  }
  return { ok: true, counts, cents: countedCents(counts) };
}

/** A dollar amount typed in a field, as cents; null with the words of what is wrong. */
export function readAmount(text: string): { cents: number } | { error: string } {
  const parsed = parseMoney(text);
  return parsed.ok ? { cents: parsed.cents } : { error: parsed.error };
}
