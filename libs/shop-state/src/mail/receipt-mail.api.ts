import type { EmailReceiptAnswer, EmailReceiptRequest } from '@shop/contracts';
import { injectEndpoints } from '../api/inject-endpoints';

/**
 * `POST /purchases/{id}/email-receipt` (docs/product/e-mails.md#e-mailing-a-receipt): the till's
 * receipt and the account's purchase page both offer it, so it is declared once here.
 */
export const receiptMailApi = injectEndpoints((build) => ({
  emailReceipt: build.mutation<EmailReceiptAnswer, { purchaseId: number } & EmailReceiptRequest>({
    query: ({ purchaseId, ...body }) => ({
      url: `/purchases/${purchaseId}/email-receipt`,
      method: 'POST',
      body,
    }),
  }),
}));

export const { useEmailReceiptMutation } = receiptMailApi;
