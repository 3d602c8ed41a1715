import {
  DELIVERY_ADDRESS_REQUIRED,
  DELIVERY_ADDRESS_WEB_ONLY,
  MAX_SAVED_ADDRESSES,
  ONE_DELIVERY_ADDRESS,
  STATE_ERROR,
  ZIP_ERROR,
  type PurchaseResponse,
} from '@shop/contracts';
import { DELIVERY_ADDRESS_NOT_FOUND } from '../src/addresses/checkout-address-statements';
import type { Product } from '../src/catalog/product.entity';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { atTill, openTill } from './drawer.fixtures';
import { newCustomer } from './payments.fixtures';
import { buy, productInStock, snapshot } from './purchases.fixtures';
import { anAddress, editAddress, listAddresses, savedAddress } from './addresses.fixtures';

describe.each(databaseTargets())('the delivery address at checkout on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let shirt: Product;
  const line = () => [{ product_id: shirt.id, quantity: 1 }];
  const purchaseAs = (token: string, id: number) =>
    shop.send<PurchaseResponse>('GET', `/purchases/${id}`, undefined, token);

  beforeAll(async () => {
    shop = await startTestShop(target);
    staff = await signIn(shop, DEMO.staff);
    shirt = await productInStock(shop, 50);
  });
  afterAll(() => shop?.close());

  /** A refused order: 400 with `error`, nothing sold, no stock moved. */
  async function expectRefused(token: string, extra: Record<string, unknown>, error: string) {
    const before = await snapshot(shop, [shirt.id]);
    expect(await buy(shop, token, line(), extra)).toMatchObject({ status: 400, body: { error } });
    expect(await snapshot(shop, [shirt.id])).toEqual(before);
  }

  it("refuses a customer's web order without an address, or with a bad one", async () => {
    const token = await newCustomer(shop);
    await expectRefused(token, { shipping_address: undefined }, DELIVERY_ADDRESS_REQUIRED);
    await expectRefused(token, { shipping_address: anAddress({ zip: '123' }) }, ZIP_ERROR);
    await expectRefused(token, { shipping_address: anAddress({ state: 'XX' }) }, STATE_ERROR);
    await expectRefused(
      token,
      { shipping_address: anAddress({ line1: '' }) },
      'Address line 1 is required',
    );
    const saved = await savedAddress(shop, token);
    await expectRefused(
      token,
      { address_id: saved.id, shipping_address: anAddress() },
      ONE_DELIVERY_ADDRESS,
    );
  });

  it("refuses another customer's saved address and an unknown one", async () => {
    const [buyer, other] = await Promise.all([newCustomer(shop), newCustomer(shop)]);
    const theirs = await savedAddress(shop, other);
    await expectRefused(buyer, { address_id: theirs.id }, DELIVERY_ADDRESS_NOT_FOUND);
    await expectRefused(buyer, { address_id: 999999 }, DELIVERY_ADDRESS_NOT_FOUND);
  });

  it('keeps a copy of a saved address: a later edit changes no order', async () => {
    const token = await newCustomer(shop);
    const saved = await savedAddress(shop, token, { line2: undefined });
    const placed = await buy(shop, token, line(), { address_id: saved.id });
    expect(placed.status).toBe(201);
    const copy = { line1: '1 Main Street', line2: null, city: 'Springfield', state: 'IL' };
    expect(placed.body.purchase.shipping_address).toEqual({ ...copy, zip: '62701' });

    await editAddress(shop, token, saved.id, { city: 'Chicago', zip: '60601' });
    const id = placed.body.purchase.id;
    // The customer's and staff's purchase pages read the same copy.
    for (const reader of [token, staff])
      expect((await purchaseAs(reader, id)).body.purchase.shipping_address).toEqual({
        ...copy,
        zip: '62701',
      });
    const mine = await shop.send<{ purchases: { id: number; shipping_address: unknown }[] }>(
      'GET',
      '/purchases',
      undefined,
      token,
    );
    expect(mine.body.purchases.find((purchase) => purchase.id === id)?.shipping_address).toEqual(
      expect.objectContaining({ city: 'Springfield' }),
    );
  });

  it('sends to a new address, saved to the profile when asked', async () => {
    const token = await newCustomer(shop);
    const address = anAddress({
      line1: '77 Ocean Drive',
      city: 'Miami',
      state: 'fl',
      zip: '33139',
    });
    const unsaved = await buy(shop, token, line(), { shipping_address: address });
    expect(unsaved.body.purchase.shipping_address).toMatchObject({ line1: '77 Ocean Drive' });
    expect((await listAddresses(shop, token)).body.addresses).toEqual([]);

    const saved = await buy(shop, token, line(), { shipping_address: address, save_address: true });
    expect(saved.status).toBe(201);
    expect(saved.body.purchase.shipping_address).toMatchObject({ state: 'FL', zip: '33139' });
    expect((await listAddresses(shop, token)).body.addresses).toEqual([
      expect.objectContaining({ line1: '77 Ocean Drive', state: 'FL', is_default: true }),
    ]);
  });

  it(`sells nothing when saving would pass ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const token = await newCustomer(shop);
    for (let n = 1; n <= MAX_SAVED_ADDRESSES; n++)
      await savedAddress(shop, token, { line1: `${n} Main Street` });
    const before = await snapshot(shop, [shirt.id]);
    const refused = await buy(shop, token, line(), {
      shipping_address: anAddress(),
      save_address: true,
    });
    expect(refused.status).toBe(409);
    expect(await snapshot(shop, [shirt.id])).toEqual(before);
  });

  it('needs no address at the till, and refuses one there', async () => {
    const till = await openTill(shop);
    const sale = await buy(shop, staff, line(), atTill(till));
    expect(sale.status).toBe(201);
    expect(sale.body.purchase.shipping_address).toBeNull();
    const before = await snapshot(shop, [shirt.id]);
    expect(
      await buy(shop, staff, line(), { ...atTill(till), shipping_address: anAddress() }),
    ).toMatchObject({ status: 400, body: { error: DELIVERY_ADDRESS_WEB_ONLY } });
    expect(await snapshot(shop, [shirt.id])).toEqual(before);
  });
});
