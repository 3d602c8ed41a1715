import type { CardPaymentRequest, PaymentProviderName } from '@shop/contracts';

/** Nest's injection token for the configured `PaymentProvider` (payments.module.ts). */
export const PAYMENT_PROVIDER = 'PaymentProvider';

/** What the shop asks a provider to charge: a card order's total, in cents. */
export interface ChargeRequest {
  purchaseId: number;
  amountCents: number;
  /** The card as typed, for a provider that takes it on the API (the test provider). */
  card: CardPaymentRequest | null;
}

/** The card's brand and last four digits: all the shop keeps of a card. */
export interface CardSummary {
  brand: string;
  last4: string;
}

/**
 * How a charge went. `succeeded`: the money is taken; `declined`: the customer is told `message`;
 * `pending`: the provider confirms later, by webhook (Stripe), with `clientSecret` for Stripe.js.
 */
export type ChargeOutcome =
  | { kind: 'succeeded'; reference: string; card: CardSummary | null }
  | { kind: 'declined'; reference: string | null; message: string }
  | { kind: 'pending'; reference: string; clientSecret: string | null };

/** What a verified provider notification says about one payment. */
export type PaymentNotice =
  | { kind: 'succeeded'; purchaseId: number; reference: string; card: CardSummary | null }
  | { kind: 'failed'; purchaseId: number; reference: string; message: string }
  | { kind: 'ignored' };

/**
 * The payment-provider seam (docs/decisions/0103-a-payment-provider-seam.md): the test provider
 * or Stripe, chosen by PAYMENT_PROVIDER. Amounts are integer cents (libs/contracts money.ts).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether the card form is the shop's own (the test provider) rather than the provider's. */
  readonly takesCardOnApi: boolean;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Gives back a charge the shop could not honour (the hold had expired). */
  refund(reference: string, amountCents: number): Promise<void>;
  /**
   * Reads a webhook: `null` when the signature does not verify (the route answers 400), else what
   * it says.
   */
  readNotice(rawBody: string, signature: string | undefined): PaymentNotice | null;
}
