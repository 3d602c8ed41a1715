import { MAX_LINE_QUANTITY } from '@shop/contracts';
import { mergeLines } from './purchase-lines';

describe('mergeLines', () => {
  it('adds up the lines of one product and orders products by id', () => {
    const merged = mergeLines([
      { product_id: 9, quantity: 2 },
      { product_id: 3, quantity: 1 },
      { product_id: 9, quantity: 5 },
    ]);
    expect(merged).toEqual({
      ok: true,
      lines: new Map([
        [3, 1],
        [9, 7],
      ]),
    });
    expect(merged.ok && [...merged.lines.keys()]).toEqual([3, 9]);
  });

  it('refuses a product whose merged quantity passes the limit', () => {
    expect(
      mergeLines([
        { product_id: 4, quantity: MAX_LINE_QUANTITY },
        { product_id: 4, quantity: 1 },
      ]),
    ).toEqual({
      ok: false,
      error: `Product 4: at most ${MAX_LINE_QUANTITY} pieces per purchase, got ${MAX_LINE_QUANTITY + 1}`,
    });
    expect(mergeLines([{ product_id: 4, quantity: MAX_LINE_QUANTITY }]).ok).toBe(true);
  });
});
