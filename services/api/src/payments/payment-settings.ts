/**
 * Which payment provider takes card payments (PAYMENT_PROVIDER, docs/operations.md#card-payments).
 * `apiBase` points the Stripe SDK elsewhere than Stripe's servers: the tests' recorded answers.
 */
export type PaymentSettings =
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
    };

export const TEST_PAYMENTS: PaymentSettings = { provider: 'test' };
