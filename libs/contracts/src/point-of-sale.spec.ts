import { parseIdempotencyKey } from './idempotency';
import {
  POS_FIELDS_ONLY_AT_TILL,
  pointOfSaleNotes,
  REGISTER_ID_REQUIRED,
  TENDERED_ONLY_FOR_CASH,
  tenderedTooLowMessage,
} from './point-of-sale';
import { createPurchaseSchema } from './purchase-requests';
import { percentChange } from './reports';

const till = {
  items: [{ product_id: 1, quantity: 1 }],
  payment_method: 'cash',
  channel: 'pos',
  register_id: 1,
};
const firstError = (body: unknown) =>
  createPurchaseSchema.safeParse(body).error?.issues[0]?.message;

describe('point-of-sale purchase fields', () => {
  it('takes the till customer details, blank meaning none', () => {
    const parsed = createPurchaseSchema.parse({
      ...till,
      customer_name: ' Jane ',
      customer_email: '',
      customer_phone: '+15551234567',
      amount_tendered: 20,
    });
    expect(parsed).toMatchObject({
      customer_name: 'Jane',
      customer_email: null,
      customer_phone: '+15551234567',
      amount_tendered: 20,
    });
  });

  it('keeps till fields to the till, and tendered to cash', () => {
    expect(firstError({ ...till, channel: undefined, customer_name: 'Jane' })).toBe(
      POS_FIELDS_ONLY_AT_TILL,
    );
    expect(firstError({ ...till, payment_method: 'card', amount_tendered: 5 })).toBe(
      TENDERED_ONLY_FOR_CASH,
    );
    expect(firstError({ ...till, customer_phone: 'call me' })).toBe('Invalid phone number');
  });

  it('needs the register at the till, and only there', () => {
    expect(firstError({ ...till, register_id: undefined })).toBe(REGISTER_ID_REQUIRED);
    expect(firstError({ ...till, register_id: 0 })).toBe('register_id must be a positive integer');
    expect(firstError({ ...till, channel: undefined, customer_name: undefined })).toBe(
      POS_FIELDS_ONLY_AT_TILL,
    );
  });

  it('writes the notes and the short-cash message in words', () => {
    expect(pointOfSaleNotes({ customer_name: 'Jane Doe', customer_phone: '+1555' })).toBe(
      'Point of sale. Customer: Jane Doe, +1555',
    );
    expect(pointOfSaleNotes({})).toBe('Point of sale. Walk-in customer');
    expect(tenderedTooLowMessage(100_000, 123_456)).toBe(
      'Amount tendered ($1,000.00) is less than the total ($1,234.56)',
    );
  });
});

describe('parseIdempotencyKey', () => {
  it('takes bare and quoted keys of 1 to 255 printable ASCII characters', () => {
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(parseIdempotencyKey('"abc def"')).toBe('abc def');
    expect(parseIdempotencyKey('k'.repeat(255))).toBe('k'.repeat(255));
  });

  it('refuses empty, long and non-printable keys', () => {
    for (const bad of ['', '""', '   ', 'k'.repeat(256), 'tab\there', 'clé'])
      expect(parseIdempotencyKey(bad)).toBeNull();
  });
});

describe('percentChange', () => {
  it('gives one decimal, and null with nothing to compare with', () => {
    expect(percentChange(150, 120)).toBe(25);
    expect(percentChange(100, 300)).toBe(-66.7);
    expect(percentChange(5, 0)).toBeNull();
  });
});
