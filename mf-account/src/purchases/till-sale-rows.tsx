import {
  purchaseCashierName,
  purchaseCustomer,
  SALE_CHANNEL_LABELS,
  type Purchase,
} from '@shop/contracts';
import { TitledCard } from '@shop/ui/data';
import { tokens } from '@shop/ui';
import { SummaryRow } from '../summary-row';

/**
 * A till sale's own rows in the order's header: where it was sold and who rang it up
 * (docs/product/purchases.md#purchase-detail). A web order shows neither, as before.
 */
export function TillSaleRows({ purchase }: { purchase: Purchase }) {
  if (purchase.channel !== 'pos') return null;
  return (
    <>
      <SummaryRow label="Channel">{SALE_CHANNEL_LABELS[purchase.channel]}</SummaryRow>
      <SummaryRow label="Cashier">{purchaseCashierName(purchase) ?? 'Unknown'}</SummaryRow>
    </>
  );
}

/**
 * The customer of a till sale: the details the cashier took, "Walk-in" when none. The account the
 * sale is filed under is the cashier's (docs/decisions/0094-a-till-sale-names-its-cashier.md).
 */
export function TillCustomer({ purchase }: { purchase: Purchase }) {
  return (
    <TitledCard
      title="Customer Information"
      titleSize="lg"
      style={{ marginBottom: tokens.space.md }}
    >
      <dl style={{ margin: 0 }}>
        <SummaryRow label="Name">{purchaseCustomer(purchase)}</SummaryRow>
        {purchase.customer_email && (
          <SummaryRow label="Email">{purchase.customer_email}</SummaryRow>
        )}
        {purchase.customer_phone && (
          <SummaryRow label="Phone">{purchase.customer_phone}</SummaryRow>
        )}
      </dl>
    </TitledCard>
  );
}
