import type { AddressList, AddressResponse, AddressFieldsBody } from '@shop/contracts';
import type { TestShop } from './support/test-shop';

/** A valid address; override what a test is about. */
export const anAddress = (overrides: Partial<AddressFieldsBody> = {}): AddressFieldsBody => ({
  line1: '1 Main Street',
  line2: 'Apt 2',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  ...overrides,
});

const PATH = '/auth/profile/addresses';

export const listAddresses = (shop: TestShop, token: string) =>
  shop.send<AddressList>('GET', PATH, undefined, token);

export const addAddress = (shop: TestShop, token: string, body: unknown) =>
  shop.send<AddressResponse>('POST', PATH, body, token);

export const editAddress = (shop: TestShop, token: string, id: number, body: unknown) =>
  shop.send<AddressResponse>('PATCH', `${PATH}/${id}`, body, token);

export const deleteAddress = (shop: TestShop, token: string, id: number) =>
  shop.send<{ message: string }>('DELETE', `${PATH}/${id}`, undefined, token);

/** An address the test needs saved; fails the test here when it is not. */
export async function savedAddress(
  shop: TestShop,
  token: string,
  overrides: Partial<AddressFieldsBody> & { is_default?: boolean } = {},
) {
  const response = await addAddress(shop, token, { ...anAddress(), ...overrides });
  expect(response.status).toBe(201);
  return response.body.address;
}
