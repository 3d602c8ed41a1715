import type { Purchase } from '@shop/contracts';
import { EmailReceipt } from '@shop/ui/forms';
import { Section } from './purchase-sections';

/**
 * E-mail this purchase's receipt (docs/product/e-mails.md#e-mailing-a-receipt), to the buyer's
 * address (a till sale: the customer's) or another one.
 */
export function PurchaseEmailReceipt({ purchase }: { purchase: Purchase }) {
  const customerEmail = purchase.channel === 'pos' ? purchase.customer_email : purchase.user.email;
  return (
    <Section title="Receipt">
      <EmailReceipt purchaseId={purchase.id} customerEmail={customerEmail} />
    </Section>
  );
}
