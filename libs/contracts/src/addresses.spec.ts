import {
  addressFieldsSchema,
  createPurchaseSchema,
  DELIVERY_ADDRESS_WEB_ONLY,
  formatAddress,
  ONE_DELIVERY_ADDRESS,
  SAVE_ADDRESS_NEEDS_NEW,
  STATE_ERROR,
  updateAddressSchema,
  ZIP_ERROR,
} from './index';

const address = { line1: ' 1 Main Street ', city: 'Springfield', state: 'il', zip: '62701' };
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a US delivery address', () => {
  it('is trimmed, its state in capitals, a blank line 2 left out', () => {
    expect(addressFieldsSchema.parse({ ...address, line2: '  ' })).toEqual({
      line1: '1 Main Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    });
  });

  it.each([
    ['62701-1234', true],
    ['62701', true],
    ['6270', false],
    ['62701-12', false],
    ['62701 1234', false],
    ['ABCDE', false],
  ])('takes the ZIP code %s: %s', (zip, ok) => {
    const result = addressFieldsSchema.safeParse({ ...address, zip });
    expect(result.success).toBe(ok);
    if (!ok) expect(firstError(result)).toBe(ZIP_ERROR);
  });

  it.each(['DC', 'PR', 'ae', 'ny'])('takes the state code %s', (state) => {
    expect(addressFieldsSchema.safeParse({ ...address, state }).success).toBe(true);
  });

  it.each(['New York', 'ZZ', 'N'])('refuses the state %s', (state) => {
    expect(firstError(addressFieldsSchema.safeParse({ ...address, state }))).toBe(STATE_ERROR);
  });

  it('edits clear line 2 with a blank or null, and need one change', () => {
    expect(updateAddressSchema.parse({ line2: '' })).toEqual({ line2: null });
    expect(updateAddressSchema.safeParse({}).success).toBe(false);
    expect(updateAddressSchema.safeParse({ is_default: false }).success).toBe(false);
  });

  it('reads as one line', () => {
    expect(formatAddress({ ...address, line1: '1 Main Street', line2: null, state: 'IL' })).toBe(
      '1 Main Street, Springfield, IL 62701',
    );
  });
});

describe('the checkout body’s address', () => {
  const body = { items: [{ product_id: 1, quantity: 1 }], payment_method: 'cash' };

  it.each([
    [{ address_id: 3, shipping_address: address }, ONE_DELIVERY_ADDRESS],
    [{ channel: 'pos', register_id: 1, address_id: 3 }, DELIVERY_ADDRESS_WEB_ONLY],
    [{ address_id: 3, save_address: true }, SAVE_ADDRESS_NEEDS_NEW],
  ])('refuses %j', (extra, error) => {
    expect(firstError(createPurchaseSchema.safeParse({ ...body, ...extra }))).toBe(error);
  });

  it('takes a saved address or a new one to save', () => {
    expect(createPurchaseSchema.safeParse({ ...body, address_id: 3 }).success).toBe(true);
    const result = createPurchaseSchema.safeParse({
      ...body,
      shipping_address: address,
      save_address: true,
    });
    expect(result.success).toBe(true);
  });
});
