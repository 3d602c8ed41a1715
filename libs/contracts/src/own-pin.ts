import { z } from 'zod';
import { PIN_MESSAGE, PIN_PATTERN } from './permissions';

/**
 * A staff member's own approval PIN (docs/product/staff.md#pins), set from their profile: the same
 * rule as the Staff screen's (4 to 8 digits), and their current password, so a till left signed in
 * cannot be given a PIN by whoever stands at it.
 */
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PINS_MUST_MATCH = 'The PINs must match';
export const OWN_PIN_SAVED = 'PIN saved';

const currentPassword = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, { error: CURRENT_PASSWORD_REQUIRED });
const pin = z.string({ error: PIN_MESSAGE }).regex(PIN_PATTERN, { error: PIN_MESSAGE });

/** `PUT /auth/pin` body. */
export const ownPinRequestSchema = z.object({ current_password: currentPassword, pin });
export type OwnPinRequest = z.output<typeof ownPinRequestSchema>;

/** The profile's Till PIN form: the PIN typed twice, since it is never shown. */
export const ownPinFormSchema = z
  .object({ currentPassword, pin, confirmPin: z.string() })
  .refine((form) => form.pin === form.confirmPin, {
    error: PINS_MUST_MATCH,
    path: ['confirmPin'],
  });
export type OwnPinFormValues = z.input<typeof ownPinFormSchema>;

export function toOwnPinRequest(form: z.output<typeof ownPinFormSchema>): OwnPinRequest {
  return { current_password: form.currentPassword, pin: form.pin };
}
