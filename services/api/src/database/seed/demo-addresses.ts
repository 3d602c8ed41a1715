import { addressFieldsSchema, type AddressFields } from '@shop/contracts';
import { CustomerAddress } from '../../addresses/customer-address.entity';
import { PurchaseAddress } from '../../addresses/purchase-address.entity';
import type { Purchase } from '../../purchases/purchase.entity';
import type { User } from '../../users/user.entity';

/** Where a demo customer without an address of their own has their orders sent. */
const FALLBACK: AddressFields = {
  line1: '350 Fifth Avenue',
  line2: 'Apt 12B',
  city: 'New York',
  state: 'NY',
  zip: '10118',
};

/** "742 Evergreen Terrace, Springfield, OR 97403", as the demo people write their addresses. */
const ONE_LINE = /^(.+), (.+), ([A-Z]{2}) (\d{5})$/;

/** A demo customer's delivery address, from the one-line address of their profile. */
export function deliveryAddressOf(user: Pick<User, 'address'>): AddressFields {
  const match = user.address ? ONE_LINE.exec(user.address) : null;
  if (!match) return FALLBACK;
  const [, line1, city, state, zip] = match as unknown as [string, string, string, string, string];
  // Through the contract, so a demo address is one the checkout would take.
  return addressFieldsSchema.parse({ line1, city, state, zip });
}

/**
 * Each demo customer's saved default address, and the copy each demo web order keeps of its
 * buyer's (docs/product/account.md#addresses). Drawn from nothing random, so the rest of the seed
 * stays as it was. The purchases must have their ids (flushed) first.
 */
export function buildDemoAddresses(
  customers: readonly User[],
  purchases: readonly Purchase[],
  now: Date,
): (CustomerAddress | PurchaseAddress)[] {
  const saved = customers.map(
    (customer) => new CustomerAddress(customer, deliveryAddressOf(customer), true, now),
  );
  const copies = purchases
    .filter((purchase) => purchase.channel === 'web')
    .map((purchase) => {
      const copy = new PurchaseAddress();
      const address = deliveryAddressOf(purchase.user);
      copy.purchase = purchase;
      copy.line1 = address.line1;
      copy.line2 = address.line2 ?? null;
      copy.city = address.city;
      copy.state = address.state;
      copy.zip = address.zip;
      return copy;
    });
  return [...saved, ...copies];
}
