import { MAX_SAVED_ADDRESSES, STATE_ERROR, ZIP_ERROR } from '@shop/contracts';
import { CustomerAddress } from '../src/addresses/customer-address.entity';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { newCustomer } from './payments.fixtures';
import {
  addAddress,
  anAddress,
  deleteAddress,
  editAddress,
  listAddresses,
  savedAddress,
} from './addresses.fixtures';

describe.each(databaseTargets())('saved addresses on $name', (target) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop(target);
  });
  afterAll(() => shop?.close());

  const countOf = (token: string) =>
    listAddresses(shop, token).then((response) => response.body.addresses.length);

  it('saves, lists, edits and deletes an address; the first is the default', async () => {
    const token = await newCustomer(shop);
    expect(await listAddresses(shop, token)).toMatchObject({
      status: 200,
      body: { addresses: [] },
    });

    const first = await savedAddress(shop, token, { state: 'il', zip: '62701-1234' });
    expect(first).toEqual({
      id: expect.any(Number) as number,
      line1: '1 Main Street',
      line2: 'Apt 2',
      city: 'Springfield',
      state: 'IL',
      zip: '62701-1234',
      is_default: true,
    });
    const second = await savedAddress(shop, token, { line1: '9 Elm Road', line2: '' });
    expect(second).toMatchObject({ line2: null, is_default: false });

    const edited = await editAddress(shop, token, second.id, { city: 'Chicago', is_default: true });
    expect(edited).toMatchObject({ status: 200, body: { address: { city: 'Chicago' } } });
    const list = (await listAddresses(shop, token)).body.addresses;
    // The default first, and only one default.
    expect(list.map((address) => [address.id, address.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    expect(await editAddress(shop, token, first.id, { line2: null })).toMatchObject({
      status: 200,
      body: { address: { line2: null } },
    });
    expect(await deleteAddress(shop, token, second.id)).toMatchObject({
      status: 200,
      body: { message: 'Address deleted' },
    });
    // Deleting the default hands it on.
    expect((await listAddresses(shop, token)).body.addresses).toEqual([
      expect.objectContaining({ id: first.id, is_default: true }),
    ]);
  });

  it.each([
    [{ line1: ' ' }, 'Address line 1 is required'],
    [{ city: undefined }, 'City is required'],
    [{ state: 'New York' }, STATE_ERROR],
    [{ state: 'ZZ' }, STATE_ERROR],
    [{ zip: '1234' }, ZIP_ERROR],
    [{ zip: '12345-67' }, ZIP_ERROR],
    [{ zip: undefined }, 'ZIP code is required'],
    [{ line2: 'x'.repeat(101) }, 'Address line 2 must be at most 100 characters'],
  ])('refuses %j with 400 and saves nothing', async (change, error) => {
    const token = await newCustomer(shop);
    expect(await addAddress(shop, token, anAddress(change))).toMatchObject({
      status: 400,
      body: { error },
    });
    expect(await countOf(token)).toBe(0);
  });

  it('refuses a bad edit and changes nothing', async () => {
    const token = await newCustomer(shop);
    const address = await savedAddress(shop, token);
    expect(await editAddress(shop, token, address.id, { zip: 'ABCDE' })).toMatchObject({
      status: 400,
      body: { error: ZIP_ERROR },
    });
    expect(await editAddress(shop, token, address.id, {})).toMatchObject({ status: 400 });
    expect((await listAddresses(shop, token)).body.addresses).toEqual([address]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const token = await newCustomer(shop);
    for (let n = 1; n <= MAX_SAVED_ADDRESSES; n++)
      await savedAddress(shop, token, { line1: `${n} Main Street` });
    expect(await addAddress(shop, token, anAddress())).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('at most 10 addresses') as string },
    });
    expect(await countOf(token)).toBe(MAX_SAVED_ADDRESSES);
  });

  it("shows and changes only the owner's addresses: another's is 404", async () => {
    const [owner, other] = await Promise.all([newCustomer(shop), newCustomer(shop)]);
    const address = await savedAddress(shop, owner);
    const notFound = { status: 404, body: { error: 'Address not found' } };
    expect(await countOf(other)).toBe(0);
    expect(await editAddress(shop, other, address.id, { city: 'Elsewhere' })).toMatchObject(
      notFound,
    );
    expect(await deleteAddress(shop, other, address.id)).toMatchObject(notFound);
    expect(await deleteAddress(shop, owner, 999999)).toMatchObject(notFound);
    const row = await shop.orm.em.fork().findOneOrFail(CustomerAddress, address.id);
    expect(row.city).toBe('Springfield');
  });

  it('needs a signed-in user', async () => {
    expect(await addAddress(shop, undefined as unknown as string, anAddress())).toMatchObject({
      status: 401,
    });
  });
});
