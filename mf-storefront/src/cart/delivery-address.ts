import { useState } from 'react';
import {
  addressFieldsSchema,
  MAX_SAVED_ADDRESSES,
  type AddressFields,
  type SavedAddress,
} from '@shop/contracts';
import { useGetAddressesQuery } from '@shop/shop-state';
import { EMPTY_ADDRESS, type AddressFieldName, type AddressFieldProps } from '@shop/ui/forms';

/** What the checkout sends of the address (docs/product/cart-and-checkout.md#delivery-address). */
export type DeliveryChoice =
  { address_id: number } | { shipping_address: AddressFields; save_address?: true };

const NEW = 'new' as const;

/** The first message per field, in the contract's words. */
function errorsOf(values: typeof EMPTY_ADDRESS): Partial<Record<AddressFieldName, string>> {
  const result = addressFieldsSchema.safeParse(values);
  const errors: Partial<Record<AddressFieldName, string>> = {};
  if (!result.success)
    for (const issue of result.error.issues)
      errors[String(issue.path[0]) as AddressFieldName] ??= issue.message;
  return errors;
}

/**
 * The delivery address step's state: a saved address (the default chosen at first) or a new one,
 * checked by the contract before anything is sent. The messages show from the first Pay Now on
 * (then as the shopper types), not on leaving a field: a message appearing on blur moves Pay Now
 * under the pointer between press and release, and the click is lost. Without saved addresses
 * (none, or the list failed) it is a new one.
 */
export function useDeliveryAddress(active: boolean) {
  // Read when the dialog opens: it is mounted closed for every visitor of the cart.
  const saved = useGetAddressesQuery(undefined, { skip: !active });
  const addresses: SavedAddress[] = saved.isError ? [] : (saved.data?.addresses ?? []);
  const [choice, setChoice] = useState<number | typeof NEW | null>(null);
  const [values, setValues] = useState(EMPTY_ADDRESS);
  const [save, setSave] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const loading = saved.isLoading;
  const fallback = addresses.find((address) => address.is_default)?.id ?? addresses[0]?.id;
  const selected = loading ? null : (choice ?? fallback ?? NEW);
  const errors = errorsOf(values);

  function field(name: AddressFieldName): AddressFieldProps {
    return {
      id: `delivery-${name}`,
      name,
      value: values[name],
      error: submitted ? errors[name] : undefined,
      onChange: (value) => setValues((current) => ({ ...current, [name]: value })),
    };
  }

  /** The address to send, or null (with the messages shown and the first field focused). */
  function resolve(): DeliveryChoice | null {
    if (selected === null) return null;
    if (selected !== NEW) return { address_id: selected };
    setSubmitted(true);
    const parsed = addressFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const first = Object.keys(errorsOf(values))[0];
      if (first) document.getElementById(`delivery-${first}`)?.focus();
      return null;
    }
    return { shipping_address: parsed.data, ...(save && { save_address: true as const }) };
  }

  return {
    addresses,
    loading,
    failed: saved.isError,
    selected,
    choose: setChoice,
    field,
    save,
    setSave,
    /** A full address book takes no more; the box is not offered then. */
    canSave: !saved.isError && addresses.length < MAX_SAVED_ADDRESSES,
    resolve,
  };
}

export type DeliveryAddress = ReturnType<typeof useDeliveryAddress>;
export { NEW as NEW_ADDRESS };
