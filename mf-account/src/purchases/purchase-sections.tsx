import type { ReactNode } from 'react';
import type { Purchase } from '@shop/contracts';
import { Price, ShopTime, tokens } from '@shop/ui';
import { StatusBadge, TitledCard } from '@shop/ui/data';
import { SummaryRow } from '../summary-row';
import { customerName, orderNumber, PAYMENT_METHOD_LABELS } from './purchase-labels';

/** A titled card of the detail page, one under the other. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard title={title} titleSize="lg" style={{ marginBottom: tokens.space.md }}>
      {children}
    </TitledCard>
  );
}

export function PurchaseHeader({ purchase }: { purchase: Purchase }) {
  return (
    <Section title={`Order ${orderNumber(purchase.id)}`}>
      <dl style={{ margin: 0 }}>
        <SummaryRow label="Order date">
          <ShopTime at={purchase.created_at} format="dateTime" />
        </SummaryRow>
        <SummaryRow label="Status">
          <StatusBadge status={purchase.status} />
        </SummaryRow>
        <SummaryRow label="Payment">
          <StatusBadge status={purchase.payment_status} />
        </SummaryRow>
      </dl>
    </Section>
  );
}

export function CustomerInformation({ user }: { user: Purchase['user'] }) {
  return (
    <Section title="Customer Information">
      <dl style={{ margin: 0 }}>
        <SummaryRow label="Name">{customerName(user) ?? user.username}</SummaryRow>
        <SummaryRow label="Email">{user.email}</SummaryRow>
        {user.phone && <SummaryRow label="Phone">{user.phone}</SummaryRow>}
        {user.address && <SummaryRow label="Address">{user.address}</SummaryRow>}
      </dl>
    </Section>
  );
}

/**
 * The figures the purchase was charged, as the server kept them (docs/product/tax.md): the
 * subtotal before tax, the tax, the shipping (docs/product/settings.md#shipping), and the total.
 */
export function OrderSummary({ purchase }: { purchase: Purchase }) {
  return (
    <Section title="Order Summary">
      <dl style={{ margin: 0 }}>
        <SummaryRow label="Subtotal">
          <Price value={purchase.subtotal} />
        </SummaryRow>
        <SummaryRow label={taxLabel(purchase)}>
          <Price value={purchase.tax} />
        </SummaryRow>
        <SummaryRow label="Shipping">
          <Price value={purchase.shipping_amount} />
        </SummaryRow>
        <div style={{ borderTop: `1px solid ${tokens.color.line}`, margin: '6px 0' }} />
        <SummaryRow label="Total">
          <Price value={purchase.total_amount} />
        </SummaryRow>
        <SummaryRow label="Payment Method">
          {PAYMENT_METHOD_LABELS[purchase.payment_method]}
        </SummaryRow>
        <SummaryRow label="Payment Status">
          <StatusBadge status={purchase.payment_status} />
        </SummaryRow>
      </dl>
    </Section>
  );
}

/** "Tax", with the rates the lines paid when there were any: "Tax (NYC 8.875%)". */
function taxLabel(purchase: Purchase): string {
  const rates = new Set(
    purchase.items
      .filter((item) => item.tax_rate_name !== null)
      .map((item) => `${item.tax_rate_name} ${item.tax_rate}%`),
  );
  return rates.size ? `Tax (${[...rates].join(', ')})` : 'Tax';
}
