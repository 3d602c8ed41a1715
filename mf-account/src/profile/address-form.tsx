import {
  addressFieldsSchema,
  type AddressFields as AddressValues,
  type SavedAddress,
} from '@shop/contracts';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { AddressFields, EMPTY_ADDRESS, useZodForm } from '@shop/ui/forms';

const valuesOf = (address: SavedAddress | null) =>
  address
    ? {
        line1: address.line1,
        line2: address.line2 ?? '',
        city: address.city,
        state: address.state,
        zip: address.zip,
      }
    : EMPTY_ADDRESS;

/**
 * Adds an address, or edits `address`: the contract's fields and messages, checked before
 * anything is sent. `onSave` resolves when the server took it (the form then closes).
 */
export function AddressForm({
  address,
  saving,
  onSave,
  onCancel,
}: {
  address: SavedAddress | null;
  saving: boolean;
  onSave: (values: AddressValues) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useZodForm(addressFieldsSchema, valuesOf(address));
  const title = address ? 'Edit address' : 'New address';
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={form.handleSubmit(onSave)}
      style={{
        border: `1px solid ${tokens.color.line}`,
        borderRadius: tokens.radius.md,
        padding: tokens.space.md,
        marginBottom: tokens.space.md,
      }}
    >
      <h3 style={{ marginTop: 0 }}>{title}</h3>
      <AddressFields field={form.field} />
      <div style={{ display: 'flex', gap: tokens.space.sm, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Address'}
        </Button>
      </div>
    </form>
  );
}
