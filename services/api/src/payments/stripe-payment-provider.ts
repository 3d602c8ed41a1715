import Stripe from 'stripe';
import { CARD_DECLINED } from '@shop/contracts';
import type {
  CardSummary,
  ChargeOutcome,
  ChargeRequest,
  PaymentNotice,
  PaymentProvider,
} from './payment-provider';
import type { PaymentSettings } from './payment-settings';

type StripeSettings = Extract<PaymentSettings, { provider: 'stripe' }>;

/**
 * Card payments through Stripe's Payment Intents (docs/operations.md#card-payments): the API makes
 * the PaymentIntent for the order's total, the card goes from the customer to Stripe (Stripe.js,
 * never through this API), and Stripe's signed webhook says whether it was paid.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly takesCardOnApi = false;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      // The webhook is what confirms; a retried create is safe with its idempotency key.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...settings.apiBase,
    });
  }

  async charge({ purchaseId, amountCents }: ChargeRequest): Promise<ChargeOutcome> {
    // One PaymentIntent per purchase, however often the customer presses Pay Now.
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: amountCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        metadata: { purchase_id: String(purchaseId) },
      },
      { idempotencyKey: `purchase-${purchaseId}` },
    );
    if (intent.status === 'succeeded')
      return { kind: 'succeeded', reference: intent.id, card: null };
    if (intent.status === 'canceled')
      return { kind: 'declined', reference: intent.id, message: CARD_DECLINED };
    return { kind: 'pending', reference: intent.id, clientSecret: intent.client_secret };
  }

  async refund(reference: string, amountCents: number): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: reference, amount: amountCents },
      { idempotencyKey: `refund-${reference}` },
    );
  }

  readNotice(rawBody: string, signature: string | undefined): PaymentNotice | null {
    if (!signature) return null;
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      return null;
    }
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
      return { kind: 'ignored' };
    const intent = event.data.object;
    const purchaseId = Number(intent.metadata['purchase_id']);
    if (!Number.isInteger(purchaseId) || purchaseId <= 0) return { kind: 'ignored' };
    if (event.type === 'payment_intent.succeeded')
      return { kind: 'succeeded', purchaseId, reference: intent.id, card: cardOf(intent) };
    const message = intent.last_payment_error?.message ?? CARD_DECLINED;
    return { kind: 'failed', purchaseId, reference: intent.id, message };
  }
}

/** The card's brand and last four, when the event carries the expanded payment method. */
function cardOf(intent: Stripe.PaymentIntent): CardSummary | null {
  const method = intent.payment_method;
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}
