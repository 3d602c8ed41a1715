import type { ReactNode } from 'react';
import type { Supplier } from '@shop/contracts';
import { Panel, ShopTime, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { StatusBadge } from '@shop/ui/data';

// antd's own danger red on white falls short of WCAG AA contrast; the shop's danger token does not.

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: tokens.space.xs }}>
      <dt style={{ color: tokens.color.muted, minWidth: 128 }}>{term}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/**
 * One supplier as a card (docs/product/suppliers.md): name, Active or Inactive, contact
 * details, payment terms, delivery schedule and the date added, with Edit and Delete.
 * Details the supplier does not have are left out rather than shown blank.
 */
export function SupplierCard({
  supplier,
  onEdit,
  onDelete,
}: {
  supplier: Supplier;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { name, contact_person, email, phone, address, payment_terms, delivery_schedule } =
    supplier;
  return (
    <Panel style={{ padding: tokens.space.lg, display: 'flex', flexDirection: 'column' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: tokens.space.sm }}>
        <h2 style={{ margin: 0, fontSize: tokens.fontSize.lg }}>{name}</h2>
        <span>
          <StatusBadge status={supplier.is_active ? 'active' : 'inactive'} />
        </span>
      </div>
      <dl style={{ display: 'grid', gap: tokens.space.xxs, margin: `${tokens.space.md}px 0` }}>
        {contact_person && <Detail term="Contact">{contact_person}</Detail>}
        {email && (
          <Detail term="Email">
            <a href={`mailto:${email}`}>{email}</a>
          </Detail>
        )}
        {phone && (
          <Detail term="Phone">
            <a href={`tel:${phone}`}>{phone}</a>
          </Detail>
        )}
        {address && <Detail term="Address">{address}</Detail>}
        {payment_terms && <Detail term="Payment terms">{payment_terms}</Detail>}
        {delivery_schedule && <Detail term="Delivery">{delivery_schedule}</Detail>}
        <Detail term="Added">
          <ShopTime at={supplier.created_at} format="date" />
        </Detail>
      </dl>
      <div style={{ display: 'flex', gap: tokens.space.xs, marginTop: 'auto' }}>
        <Button onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button danger onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
    </Panel>
  );
}
