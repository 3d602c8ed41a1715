import { formatAddress } from '@shop/contracts';
import { tokens } from '@shop/ui';
import { AddressFields, Alert, Checkbox, Radio } from '@shop/ui/forms';
import { NEW_ADDRESS, type DeliveryAddress } from './delivery-address';

/**
 * The checkout's first step (docs/product/cart-and-checkout.md#delivery-address): where the order
 * goes. A saved address from the profile (the default chosen) or a new one, which may be saved
 * to the profile as well.
 */
export function DeliveryAddressStep({
  delivery,
  disabled,
}: {
  delivery: DeliveryAddress;
  disabled: boolean;
}) {
  const { addresses, selected } = delivery;
  return (
    <fieldset
      disabled={disabled}
      style={{ border: 0, padding: 0, margin: `0 0 ${tokens.space.md}px` }}
    >
      <legend style={{ fontWeight: 600, marginBottom: tokens.space.xs }}>Delivery address</legend>
      {delivery.loading && <p role="status">Loading your addresses...</p>}
      {delivery.failed && (
        <Alert
          type="warning"
          title="Your saved addresses could not be loaded; enter the address to deliver to."
          style={{ marginBottom: tokens.space.sm }}
        />
      )}
      {addresses.length > 0 && (
        <Radio.Group
          name="delivery-address"
          aria-label="Delivery address"
          value={selected}
          onChange={(event) => delivery.choose(event.target.value as number | typeof NEW_ADDRESS)}
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: tokens.space.xs,
            marginBottom: tokens.space.sm,
          }}
          options={[
            ...addresses.map((address) => ({
              value: address.id,
              label: `${formatAddress(address)}${address.is_default ? ' (default)' : ''}`,
            })),
            { value: NEW_ADDRESS, label: 'A new address' },
          ]}
        />
      )}
      {selected === NEW_ADDRESS && (
        <div>
          <AddressFields field={delivery.field} />
          {delivery.canSave && (
            <Checkbox
              checked={delivery.save}
              onChange={(event) => delivery.setSave(event.target.checked)}
            >
              Save to my addresses
            </Checkbox>
          )}
        </div>
      )}
    </fieldset>
  );
}
