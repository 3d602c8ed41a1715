import { cardPaymentSchema } from '@shop/contracts';

/** The test card form's fields as typed. */
export interface CardFields {
  card_number: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardFields, string>>;

export const EMPTY_CARD: CardFields = { card_number: '', expiry: '', cvc: '' };

/**
 * What is wrong with the card as typed, field by field, in the words the API would answer with
 * (the contract's schema: docs/product/cart-and-checkout.md#paying-by-card); empty when it may be
 * sent.
 */
export function cardErrors(card: CardFields): CardErrors {
  const parsed = cardPaymentSchema.safeParse(card);
  if (parsed.success) return {};
  const errors: CardErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CardFields;
    const message = card[field]?.trim() === '' ? requiredMessage(field) : issue.message;
    errors[field] ??= message;
  }
  return errors;
}

const requiredMessage = (field: keyof CardFields): string =>
  ({
    card_number: 'Card number is required',
    expiry: 'Expiry is required',
    cvc: 'CVC is required',
  })[field];
