import type { ReactNode } from 'react';
import type { Purchase } from '@shop/contracts';
import { Panel, Price, StatusBadge } from '@shop/ui';
import {
  customerName,
  formatOrderDateTime,
  orderNumber,
  PAYMENT_METHOD_LABELS,
} from './purchase-labels';

/** A titled card of the detail page; its heading names it for screen readers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `purchase-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} style={{ marginBottom: 16 }}>
      <Panel style={{ padding: 20, height: 'auto' }}>
        <h2 id={id} style={{ fontSize: 20, margin: '0 0 12px' }}>
          {title}
        </h2>
        {children}
      </Panel>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, padding: '6px 0' }}>
      <dt style={{ color: '#4b5563' }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600, textAlign: 'right' }}>{children}</dd>
    </div>
  );
}

export function PurchaseHeader({ purchase }: { purchase: Purchase }) {
  return (
    <Section title={`Order ${orderNumber(purchase.id)}`}>
      <dl style={{ margin: 0 }}>
        <Field label="Order date">{formatOrderDateTime(purchase.created_at)}</Field>
        <Field label="Status">
          <StatusBadge status={purchase.status} />
        </Field>
        <Field label="Payment">
          <StatusBadge status={purchase.payment_status} />
        </Field>
      </dl>
    </Section>
  );
}

export function CustomerInformation({ user }: { user: Purchase['user'] }) {
  return (
    <Section title="Customer Information">
      <dl style={{ margin: 0 }}>
        <Field label="Name">{customerName(user) ?? user.username}</Field>
        <Field label="Email">{user.email}</Field>
        {user.phone && <Field label="Phone">{user.phone}</Field>}
        {user.address && <Field label="Address">{user.address}</Field>}
      </dl>
    </Section>
  );
}

/** Spec §9: tax and shipping are shown as $0.00, so the subtotal is the total. */
export function OrderSummary({ purchase }: { purchase: Purchase }) {
  return (
    <Section title="Order Summary">
      <dl style={{ margin: 0 }}>
        <Field label="Subtotal">
          <Price value={purchase.total_amount} />
        </Field>
        <Field label="Tax">
          <Price value={0} />
        </Field>
        <Field label="Shipping">
          <Price value={0} />
        </Field>
        <div style={{ borderTop: '1px solid #e5e7eb', margin: '6px 0' }} />
        <Field label="Total">
          <Price value={purchase.total_amount} />
        </Field>
        <Field label="Payment Method">{PAYMENT_METHOD_LABELS[purchase.payment_method]}</Field>
        <Field label="Payment Status">
          <StatusBadge status={purchase.payment_status} />
        </Field>
      </dl>
    </Section>
  );
}
