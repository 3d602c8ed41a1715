import { randomUUID } from 'node:crypto';
import {
  CARD_DECLINED,
  CARD_INSUFFICIENT_FUNDS,
  CARD_NOT_A_TEST_CARD,
  TEST_CARDS,
} from '@shop/contracts';
import type { ChargeOutcome, ChargeRequest, PaymentProvider } from './payment-provider';

/**
 * The default provider of the one-command shop: no money moves. Its cards answer as the big
 * providers' test modes do (docs/product/cart-and-checkout.md#paying-by-card); any other number is
 * refused, so a real card typed by mistake is never taken for paid.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly takesCardOnApi = true;

  charge({ card }: ChargeRequest): Promise<ChargeOutcome> {
    const number = card?.card_number ?? '';
    const reference = `test_${randomUUID()}`;
    if (number === TEST_CARDS.succeeds)
      return Promise.resolve({
        kind: 'succeeded',
        reference,
        card: { brand: 'visa', last4: number.slice(-4) },
      });
    const message =
      number === TEST_CARDS.declined
        ? CARD_DECLINED
        : number === TEST_CARDS.insufficientFunds
          ? CARD_INSUFFICIENT_FUNDS
          : CARD_NOT_A_TEST_CARD;
    return Promise.resolve({ kind: 'declined', reference, message });
  }

  /** Nothing was taken, so nothing goes back. */
  refund(): Promise<void> {
    return Promise.resolve();
  }

  /** The test provider sends no webhooks: every notice is refused as unsigned. */
  readNotice(): null {
    return null;
  }
}
