import { useState } from 'react';
import {
  formatAddress,
  MAX_SAVED_ADDRESSES,
  type AddressFields,
  type SavedAddress,
} from '@shop/contracts';
import {
  apiErrorMessage,
  useCreateAddressMutation,
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useUpdateAddressMutation,
} from '@shop/shop-state';
import { LoadError, Spinner, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { AddressForm } from './address-form';

/** Which form is open: none, a new address, or the one being edited. */
type Editing = null | 'new' | SavedAddress;

/**
 * The Addresses tab (docs/product/account.md#addresses): the saved delivery addresses the
 * checkout offers, the default first; add, edit, delete, set the default. Outcomes go to the
 * page's banner.
 */
export function AddressesSection({ onOutcome }: { onOutcome: (text: string) => void }) {
  const list = useGetAddressesQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [createAddress, creating] = useCreateAddressMutation();
  const [updateAddress, updating] = useUpdateAddressMutation();
  const [deleteAddress, deleting] = useDeleteAddressMutation();
  const busy = creating.isLoading || updating.isLoading || deleting.isLoading;

  async function attempt(work: () => Promise<unknown>, success: string, failure: string) {
    try {
      await work();
      onOutcome(success);
      return true;
    } catch (error) {
      onOutcome(apiErrorMessage(error, failure));
      return false;
    }
  }

  async function save(values: AddressFields) {
    const saved = await attempt(
      () =>
        editing === 'new' || editing === null
          ? createAddress(values).unwrap()
          : updateAddress({ id: editing.id, ...values, line2: values.line2 ?? null }).unwrap(),
      'Address saved successfully',
      'The address could not be saved',
    );
    if (saved) setEditing(null);
  }

  if (list.isLoading) return <Spinner label="Loading your addresses" />;
  if (list.isError)
    return (
      <LoadError
        message="Your addresses could not be loaded."
        onRetry={() => void list.refetch()}
        retryVariant="default"
      />
    );

  const addresses = list.data?.addresses ?? [];
  const full = addresses.length >= MAX_SAVED_ADDRESSES;
  return (
    <section aria-label="Addresses">
      <Text style={{ color: tokens.color.muted }}>
        Where your orders can go. The checkout offers them, the default first.
      </Text>
      {addresses.length === 0 && editing === null && <p>You have no saved addresses yet.</p>}
      <ul style={{ listStyle: 'none', padding: 0, margin: `${tokens.space.md}px 0` }}>
        {addresses.map((address) => (
          <li
            key={address.id}
            aria-label={formatAddress(address)}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: tokens.space.sm,
              padding: `${tokens.space.sm}px 0`,
              borderBottom: `1px solid ${tokens.color.line}`,
            }}
          >
            <span style={{ flex: '1 1 240px' }}>
              {formatAddress(address)}
              {address.is_default && <strong> (default)</strong>}
            </span>
            {!address.is_default && (
              <Button
                disabled={busy}
                onClick={() =>
                  void attempt(
                    () => updateAddress({ id: address.id, is_default: true }).unwrap(),
                    'Default address set successfully',
                    'The default could not be changed',
                  )
                }
              >
                Make Default
              </Button>
            )}
            <Button disabled={busy} onClick={() => setEditing(address)}>
              Edit
            </Button>
            <Button
              danger
              disabled={busy}
              onClick={() =>
                void attempt(
                  () => deleteAddress(address.id).unwrap(),
                  'Address deleted successfully',
                  'The address could not be deleted',
                )
              }
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
      {editing !== null ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          saving={creating.isLoading || updating.isLoading}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : full ? (
        <p>You can keep at most {MAX_SAVED_ADDRESSES} addresses; delete one to add another.</p>
      ) : (
        <Button type="primary" onClick={() => setEditing('new')}>
          Add Address
        </Button>
      )}
    </section>
  );
}
