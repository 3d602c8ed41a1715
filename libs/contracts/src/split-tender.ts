import { z } from 'zod';
import { formatCents, hasAtMostTwoDecimals } from './money';
import { AMOUNT_TENDERED_MAX } from './point-of-sale';
import { PAYMENT_METHODS, type PaymentMethod } from './purchase-statuses';

// Split tender at the till (docs/product/point-of-sale.md#split-tender,
// docs/decisions/0113-split-tender.md): one sale paid part cash and part card; change only from
// the cash.

/** 400 for `tenders` that are not one cash and one card part. */
export const SPLIT_NEEDS_CASH_AND_CARD = 'tenders must be one cash part and one card part';
/** 400 for a sale that sends both a single method and a split. */
export const SPLIT_OR_SINGLE_METHOD =
  'Send either payment_method (one method) or tenders (cash and card), not both';
/** 400 for a sale that sends neither. */
export const PAYMENT_METHOD_REQUIRED = `payment_method must be one of ${PAYMENT_METHODS.join(', ')}`;
/** 400 for `amount_tendered` beside `tenders`: the cash part is what was handed over. */
export const SPLIT_TENDERED_IN_CASH_PART =
  'With tenders, the cash part is the cash handed over: leave amount_tendered out';

/** 400 when the card part is the whole total or more: then nothing is left for cash. */
export function cardTooHighMessage(cardCents: number, totalCents: number): string {
  return (
    `The card part (${formatCents(cardCents)}) must be less than the total` +
    ` (${formatCents(totalCents)}); to pay it all by card, choose Card`
  );
}

/** 400 when the cash handed over does not cover what the card leaves. */
export function cashTooLowMessage(cashCents: number, dueCents: number): string {
  return (
    `The cash part (${formatCents(cashCents)}) is less than the cash due` +
    ` (${formatCents(dueCents)}) after the card`
  );
}

const amountError = 'Each tender amount must be a number greater than 0';

/** One part of a split as the till sends it: the card charged, or the cash handed over (dollars). */
export const tenderInputSchema = z.object({
  method: z.enum(PAYMENT_METHODS, {
    error: `A tender's method must be one of ${PAYMENT_METHODS.join(', ')}`,
  }),
  amount: z
    .number({ error: amountError })
    .positive({ error: amountError })
    .max(AMOUNT_TENDERED_MAX, { error: `A tender amount must be at most ${AMOUNT_TENDERED_MAX}` })
    .refine(hasAtMostTwoDecimals, { error: 'A tender amount must have at most two decimals' }),
});
export type TenderInput = z.output<typeof tenderInputSchema>;

/**
 * `tenders` of `POST /purchases/` at the till: exactly one cash and one card part. The card part
 * is charged as is; the cash part is what the customer handed over, the change coming from it.
 */
export const tendersSchema = z
  .array(tenderInputSchema, { error: SPLIT_NEEDS_CASH_AND_CARD })
  .refine(
    (tenders) =>
      tenders.length === 2 &&
      tenders.some((tender) => tender.method === 'cash') &&
      tenders.some((tender) => tender.method === 'card'),
    { error: SPLIT_NEEDS_CASH_AND_CARD },
  );

/** One tender of a purchase as an answer shows it: what it paid of the total (cash net of change). */
export interface PurchaseTender {
  method: PaymentMethod;
  amount: number;
}

/** A split settled against the total the server priced, in cents. */
export type SplitOutcome =
  | {
      ok: true;
      cardCents: number;
      cashDueCents: number;
      cashTenderedCents: number;
      changeCents: number;
    }
  | { ok: false; error: string; field: 'card' | 'cash' };

/**
 * The one rule of a split, in cents, shared by the server (which decides) and the till's dialog
 * (which shows it as it is typed): the card part is more than 0 and less than the total; the cash
 * due is what the card leaves; the cash handed over must cover it, and the change is what it
 * exceeds it by.
 */
export function settleSplit(
  totalCents: number,
  cardCents: number,
  cashTenderedCents: number,
): SplitOutcome {
  if (cardCents >= totalCents)
    return { ok: false, field: 'card', error: cardTooHighMessage(cardCents, totalCents) };
  const cashDueCents = totalCents - cardCents;
  if (cashTenderedCents < cashDueCents)
    return { ok: false, field: 'cash', error: cashTooLowMessage(cashTenderedCents, cashDueCents) };
  return {
    ok: true,
    cardCents,
    cashDueCents,
    cashTenderedCents,
    changeCents: cashTenderedCents - cashDueCents,
  };
}
