import type { SavedAddress, ShippingAddress } from '@shop/contracts';
import type { CustomerAddress } from './customer-address.entity';

/** A saved address as the profile's answers show it: never its owner. */
export function toSavedAddress(address: CustomerAddress): SavedAddress {
  return { id: address.id, ...toShippingAddress(address), is_default: address.isDefault };
}

/** The five fields a purchase copies (and answers), from a saved address or a purchase's copy. */
export function toShippingAddress(address: ShippingAddress): ShippingAddress {
  return {
    line1: address.line1,
    line2: address.line2 ?? null,
    city: address.city,
    state: address.state,
    zip: address.zip,
  };
}
