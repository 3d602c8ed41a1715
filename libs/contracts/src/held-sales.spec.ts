import { HELD_SALE_NOTE_MAX, HELD_SALE_NOTE_REQUIRED, holdSaleSchema } from './held-sales';

const hold = {
  register_id: 1,
  note: 'Maya, trying shoes on',
  items: [{ product_id: 8, quantity: 2 }],
};
const firstError = (body: unknown) => holdSaleSchema.safeParse(body).error?.issues[0]?.message;

describe('holding a sale', () => {
  it('takes a register, a trimmed note, the lines and an optional customer', () => {
    expect(holdSaleSchema.parse({ ...hold, note: '  Maya  ', customer_id: 501 })).toEqual({
      ...hold,
      note: 'Maya',
      customer_id: 501,
    });
    expect(holdSaleSchema.parse({ ...hold, customer_id: null }).customer_id).toBeNull();
  });

  it('says what is wrong in the words the till shows', () => {
    expect(firstError({ ...hold, note: '   ' })).toBe(HELD_SALE_NOTE_REQUIRED);
    expect(firstError({ ...hold, note: undefined })).toBe(HELD_SALE_NOTE_REQUIRED);
    expect(firstError({ ...hold, note: 'x'.repeat(HELD_SALE_NOTE_MAX + 1) })).toBe(
      'The note must be at most 200 characters',
    );
    expect(firstError({ ...hold, items: [] })).toBe('A purchase needs at least one item');
    expect(firstError({ ...hold, register_id: 0 })).toBe('register_id must be a positive integer');
    expect(firstError({ ...hold, customer_id: 'maya' })).toBe(
      'customer_id must be a positive integer',
    );
  });
});
