import type { ReactNode } from 'react';
import { discountReasonText, paymentMethodLabel, personName, type Purchase } from '@shop/contracts';
import { Price, ShopTime, tokens } from '@shop/ui';
import { StatusBadge, TitledCard } from '@shop/ui/data';
import { SummaryRow } from '../summary-row';
import { customerName, orderNumber } from './purchase-labels';
import { ReprintReceipt } from './reprint-receipt';
import { TillCustomer, TillSaleRows } from './till-sale-rows';

/** A titled card of the detail page, one under the other; `extra` beside its heading. */
export function Section({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledCard
      title={title}
      extra={extra}
      titleSize="lg"
      style={{ marginBottom: tokens.space.md }}
    >
      {children}
    </TitledCard>
  );
}

export function PurchaseHeader({ purchase }: { purchase: Purchase }) {
  return (
    <Section
      title={`Order ${orderNumber(purchase.id)}`}
      extra={<ReprintReceipt purchase={purchase} />}
    >
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
        <TillSaleRows purchase={purchase} />
      </dl>
    </Section>
  );
}

/**
 * Who bought it: the account on a web order; at the till the customer the cashier took, not the
 * cashier's account the sale is filed under (docs/product/purchases.md#purchase-detail).
 */
export function CustomerInformation({ purchase }: { purchase: Purchase }) {
  if (purchase.channel === 'pos') return <TillCustomer purchase={purchase} />;
  const { user } = purchase;
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
 * subtotal before tax, its discounts, the tax, the shipping (docs/product/settings.md#shipping), and the total.
 */
export function OrderSummary({ purchase }: { purchase: Purchase }) {
  return (
    <Section title="Order Summary">
      <dl style={{ margin: 0 }}>
        <SummaryRow label="Subtotal">
          <Price value={purchase.subtotal} />
        </SummaryRow>
        <DiscountRows purchase={purchase} />
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
        <SummaryRow label="Payment Method">{paymentMethodLabel(purchase)}</SummaryRow>
        {(purchase.tenders?.length ?? 0) > 1 &&
          purchase.tenders.map((part) => (
            <SummaryRow
              key={part.method}
              label={part.method === 'cash' ? 'Cash part' : 'Card part'}
            >
              <Price value={part.amount} />
            </SummaryRow>
          ))}
        {purchase.amount_tendered !== null && (
          <>
            <SummaryRow label={(purchase.tenders?.length ?? 0) > 1 ? 'Cash tendered' : 'Tendered'}>
              <Price value={purchase.amount_tendered} />
            </SummaryRow>
            <SummaryRow label="Change">
              <Price value={purchase.change_due ?? 0} />
            </SummaryRow>
          </>
        )}
        <SummaryRow label="Payment Status">
          <StatusBadge status={purchase.payment_status} />
        </SummaryRow>
      </dl>
    </Section>
  );
}

/**
 * What was taken off the subtotal (docs/product/purchases.md#purchase-detail): the discount in all
 * (with its code on the web), the till's sale discount with its reason, and, for staff, who
 * approved the discounts beyond the cashier's limit. Nothing without a discount.
 */
function DiscountRows({ purchase }: { purchase: Purchase }) {
  if (purchase.discount_amount <= 0) return null;
  const code = purchase.discount_code ? ` (${purchase.discount_code})` : '';
  return (
    <>
      <SummaryRow label={`Discount${code}`}>
        −<Price value={purchase.discount_amount} />
      </SummaryRow>
      {purchase.sale_discount_reason && purchase.sale_discount_amount > 0 && (
        <SummaryRow
          label={`Sale discount (${discountReasonText(purchase.sale_discount_reason, purchase.sale_discount_note)})`}
        >
          −<Price value={purchase.sale_discount_amount} />
        </SummaryRow>
      )}
      {purchase.discount_approved_by && (
        <SummaryRow label="Discount approved by">
          {personName(purchase.discount_approved_by)}
        </SummaryRow>
      )}
    </>
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
