import { z } from 'zod';
import { emailField } from './account-fields';

/**
 * `POST /purchases/{id}/email-receipt` (docs/product/e-mails.md#e-mailing-a-receipt): the address
 * to send to; left out, the purchase's customer's.
 */
export const emailReceiptSchema = z.object({ email: emailField.optional() }).strict();
export type EmailReceiptRequest = z.infer<typeof emailReceiptSchema>;

export interface EmailReceiptAnswer {
  /** Where it went (or would go). */
  sent_to: string;
  /** False: no SMTP server is set, so the receipt was written to the server's log only. */
  mail_configured: boolean;
}

export const NO_RECEIPT_ADDRESS = 'This purchase has no customer e-mail: enter an address';
export const TOO_MANY_RECEIPTS = 'Too many receipts e-mailed. Please try again later.';
/** What the receipt buttons say when the shop sends no e-mail. */
export const MAIL_NOT_SET_UP = 'E-mail not set up: receipts are logged only';
