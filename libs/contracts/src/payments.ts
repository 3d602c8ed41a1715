import { z } from 'zod';
import type { Purchase } from './purchases';

/**
 * Paying a card order (docs/product/cart-and-checkout.md#paying-by-card,
 * docs/product/api.md#payments): the API's payment provider is `test` (no money moves) or `stripe`.
 */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The test provider's cards, as the big providers' test modes answer them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const CARD_DECLINED = 'Your card was declined';
export const CARD_INSUFFICIENT_FUNDS = 'Your card has insufficient funds';
export const CARD_NOT_A_TEST_CARD =
  'Test payments take only test cards, such as 4242 4242 4242 4242';
export const PAYMENT_HOLD_EXPIRED =
  'The time to pay for this order ran out and its items were released; please order again';
export const PAYMENT_NOT_AWAITED = 'This order is not waiting for a card payment';
export const AWAITING_CARD_PAYMENT =
  'This card order is still awaiting payment: only the payment provider can mark it paid';

/** Digits only: people type card numbers with spaces or dashes. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries, so a typo is caught before it is sent. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** `MM/YY`, this month or later, by the month of `now`. */
export function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return 'Expiry must be MM/YY';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'Expiry month must be 01 to 12';
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + month - 1 < thisMonth ? 'This card has expired' : null;
}

/**
 * `POST /purchases/{id}/payment` body. For the test provider the card itself (never stored: only
 * its brand and last four digits are kept); for Stripe an empty body, the card goes to Stripe.
 */
export const cardPaymentSchema = z
  .object({
    card_number: z
      .string({ error: 'Card number is required' })
      .transform(cardDigits)
      .refine((digits) => /^\d{12,19}$/.test(digits), {
        error: 'Card number must be 12 to 19 digits',
      })
      .refine(passesLuhn, { error: 'Card number is not valid' }),
    expiry: z.string({ error: 'Expiry is required' }),
    cvc: z
      .string({ error: 'CVC is required' })
      .regex(/^\d{3,4}$/, { error: 'CVC must be 3 or 4 digits' }),
  })
  .superRefine((body, context) => {
    const problem = expiryProblem(body.expiry, new Date());
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['expiry'] });
  });
export type CardPaymentRequest = z.output<typeof cardPaymentSchema>;

/** What `POST /purchases/{id}/payment` answers on success (200). */
export interface PaymentResponse {
  purchase: Purchase;
  payment: {
    provider: PaymentProviderName;
    /** `succeeded`: paid now; `requires_confirmation`: the provider confirms it later (Stripe). */
    status: 'succeeded' | 'requires_confirmation';
    /** Stripe's PaymentIntent client secret, for Stripe.js; null with the test provider. */
    client_secret: string | null;
  };
}

/** `GET /payments/provider`: which provider the shop's checkout uses. */
export interface PaymentProviderResponse {
  provider: PaymentProviderName;
}
