import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { createPurchaseSchema } from '@shop/contracts';
import { canonicalJson, isUniqueViolation, keyCutoff, requestFingerprint } from './idempotency';
import { mergeLines } from './purchase-lines';

/** The fingerprint of a body as the API would parse it. */
function fingerprint(body: unknown): string {
  const request = createPurchaseSchema.parse(body);
  const merged = mergeLines(request.items);
  if (!merged.ok) throw new Error(merged.error);
  return requestFingerprint(request, merged.lines);
}

describe('idempotency', () => {
  const sale = {
    items: [
      { product_id: 2, quantity: 1 },
      { product_id: 1, quantity: 2 },
    ],
    payment_method: 'cash',
  };

  it('sees the same sale through spelling, ignored fields and line order', () => {
    const same = [
      { payment_method: 'cash', items: [...sale.items].reverse() },
      { ...sale, notes: null, items: sale.items.map((item) => ({ ...item, unit_price: 9 })) },
      {
        ...sale,
        items: [
          { product_id: 2, quantity: 1 },
          { product_id: 1, quantity: 1 },
          { product_id: 1, quantity: 1 },
        ],
      },
    ];
    for (const body of same) expect(fingerprint(body)).toBe(fingerprint(sale));
  });

  it('tells apart any change that matters', () => {
    const different = [
      { ...sale, payment_method: 'card' },
      { ...sale, items: [{ product_id: 2, quantity: 1 }] },
      { ...sale, notes: 'Gift' },
      { ...sale, channel: 'pos', register_id: 1 },
      { ...sale, channel: 'pos', register_id: 1, amount_tendered: 50 },
    ];
    const prints = different.map(fingerprint);
    expect(new Set([...prints, fingerprint(sale)]).size).toBe(different.length + 1);
  });

  it('writes canonical JSON: sorted keys, no null members, arrays in order', () => {
    expect(canonicalJson({ b: [2, 1], a: null, c: { z: 'x', y: undefined } })).toBe(
      '{"b":[2,1],"c":{"z":"x"}}',
    );
  });

  it('forgets keys after 24 hours', () => {
    expect(keyCutoff(new Date('2031-03-10T12:00:00Z')).toISOString()).toBe(
      '2031-03-09T12:00:00.000Z',
    );
  });

  it('knows a unique-index failure from either database, and nothing else', () => {
    expect(isUniqueViolation({ errno: 1062, code: 'ER_DUP_ENTRY' })).toBe(true);
    expect(
      isUniqueViolation({
        code: 'SQLITE_CONSTRAINT_UNIQUE',
        message: 'UNIQUE constraint failed: x',
      }),
    ).toBe(true);
    expect(isUniqueViolation(new UniqueConstraintViolationException(new Error('dup')))).toBe(true);
    expect(isUniqueViolation({ errno: 1213 })).toBe(false);
    expect(
      isUniqueViolation({ code: 'SQLITE_CONSTRAINT_CHECK', message: 'CHECK constraint failed' }),
    ).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
