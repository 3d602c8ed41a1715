import { REGISTER_ID_REQUIRED, TENDERED_ONLY_FOR_CASH } from './point-of-sale';
import {
  cancelLinesSchema,
  parseSaleBarcode,
  receiveReturnSchema,
  refundRoomMessage,
  rejectReturnSchema,
  returnQuerySchema,
  returnTooManyMessage,
  saleBarcode,
  tillReturnSchema,
} from './returns';

const line = { purchase_item_id: 4, quantity: 1, reason: 'wrong_size', disposition: 'restock' };
const till = { purchase_id: 40, register_id: 1, receipt: true, lines: [line] };
const firstError = (body: unknown) => tillReturnSchema.safeParse(body).error?.issues[0]?.message;

describe('the sale number on a receipt', () => {
  it('is S and the purchase id in at least 8 digits, read back however it is typed', () => {
    expect(saleBarcode(1234)).toBe('S00001234');
    expect(saleBarcode(123_456_789)).toBe('S123456789');
    for (const typed of ['S00001234', 's1234', '#1234', ' 1234 '])
      expect(parseSaleBarcode(typed)).toBe(1234);
    for (const typed of ['', 'S', 'S0', 'X1234', '12a4'])
      expect(parseSaleBarcode(typed)).toBeNull();
  });
});

describe('returns requests', () => {
  it('take a return at the till, with an exchange', () => {
    const parsed = tillReturnSchema.parse({
      ...till,
      exchange_items: [{ product_id: 7, quantity: 1 }],
      payment_method: 'cash',
      amount_tendered: 20,
    });
    expect(parsed).toMatchObject({ purchase_id: 40, lines: [line], amount_tendered: 20 });
  });

  it('say what is wrong with a line', () => {
    expect(firstError({ ...till, lines: [] })).toBe('Choose at least one line to return');
    expect(firstError({ ...till, lines: [line, line] })).toBe('Each purchase line may appear once');
    expect(firstError({ ...till, lines: [{ ...line, reason: 'other' }] })).toBe(
      'Say why in a note when the reason is "other"',
    );
    expect(firstError({ ...till, lines: [{ ...line, quantity: 0 }] })).toBe(
      'quantity must be a whole number from 1 to 1000',
    );
    expect(firstError({ ...till, lines: [{ ...line, disposition: 'bin' }] })).toBe(
      'disposition must be one of restock, write_off',
    );
    expect(firstError({ ...till, payment_method: 'card', amount_tendered: 5 })).toBe(
      TENDERED_ONLY_FOR_CASH,
    );
  });

  it('name the till’s register, whose drawer session takes the return', () => {
    expect(firstError({ ...till, register_id: undefined })).toBe(REGISTER_ID_REQUIRED);
    expect(firstError({ ...till, register_id: null })).toBe(REGISTER_ID_REQUIRED);
    expect(firstError({ ...till, register_id: 0 })).toBe('register_id must be a positive integer');
    expect(firstError({ ...till, register_id: 'front' })).toBe(
      'register_id must be a positive integer',
    );
  });

  it('ask staff for each line’s fate, a reason to decline, and lines to cancel', () => {
    expect(receiveReturnSchema.safeParse({ lines: [] }).error?.issues[0]?.message).toBe(
      'Say what happens to each line',
    );
    expect(rejectReturnSchema.safeParse({ note: '  ' }).error?.issues[0]?.message).toBe(
      'Say why the return is declined',
    );
    expect(cancelLinesSchema.parse({ lines: [{ purchase_item_id: 1, quantity: 2 }] })).toEqual({
      lines: [{ purchase_item_id: 1, quantity: 2 }],
    });
    expect(returnQuerySchema.parse({ status: 'requested', purchase_id: '12' })).toMatchObject({
      status: 'requested',
      purchase_id: 12,
      page: 1,
    });
  });

  it('word the refusals with the amounts', () => {
    expect(returnTooManyMessage('Trail Tee', 1)).toBe('Only 1 of Trail Tee can still be returned');
    expect(refundRoomMessage(1250)).toBe(
      'Only $12.50 can still be refunded to the way this purchase was paid',
    );
  });
});
