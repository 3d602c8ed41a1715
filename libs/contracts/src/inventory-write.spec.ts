import {
  adjustStockSchema,
  inventoryLevelsSchema,
  LEVELS_ORDER_ERROR,
  NOTE_REQUIRED_ERROR,
  RESTOCK_QUANTITY_ERROR,
  restockSchema,
  SET_QUANTITY_ERROR,
} from './inventory-write';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('restockSchema', () => {
  it('takes a whole quantity from 1 to 100000 with an optional cost, supplier and note', () => {
    expect(
      restockSchema.parse({ quantity: 12, unit_cost: 9.5, supplier_id: 3, note: ' box ' }),
    ).toEqual({ quantity: 12, unit_cost: 9.5, supplier_id: 3, note: 'box' });
    expect(restockSchema.parse({ quantity: 100_000 }).quantity).toBe(100_000);
  });

  it.each([0, -1, 1.5, '5', 1e9, null, undefined])('refuses the quantity %p', (quantity) => {
    expect(firstError(restockSchema.safeParse({ quantity }))).toBe(RESTOCK_QUANTITY_ERROR);
  });

  it('refuses fields it does not know, and a body that is no object', () => {
    expect(firstError(restockSchema.safeParse({ quantity: 1, quantity_in_stock: 9 }))).toBe(
      'Unknown field: quantity_in_stock',
    );
    expect(firstError(restockSchema.safeParse([1]))).toBe('Request body must be a JSON object');
  });

  it('wants a unit cost in cents', () => {
    expect(firstError(restockSchema.safeParse({ quantity: 1, unit_cost: 1.234 }))).toBe(
      'Unit cost must have at most two decimals',
    );
  });
});

describe('adjustStockSchema', () => {
  it('takes a signed change with a reason', () => {
    expect(adjustStockSchema.parse({ quantity_change: -2, reason: 'damaged' })).toEqual({
      quantity_change: -2,
      reason: 'damaged',
    });
  });

  it.each([0, 1.5, '5', null])('refuses the change %p', (quantity_change) => {
    expect(firstError(adjustStockSchema.safeParse({ quantity_change, reason: 'lost' }))).toBe(
      'Quantity change must be a non-zero whole number',
    );
  });

  it('wants a note when the reason is other, and a known reason', () => {
    expect(firstError(adjustStockSchema.safeParse({ quantity_change: 1, reason: 'other' }))).toBe(
      NOTE_REQUIRED_ERROR,
    );
    expect(
      adjustStockSchema.safeParse({ quantity_change: 1, reason: 'other', note: 'recount' }).success,
    ).toBe(true);
    expect(firstError(adjustStockSchema.safeParse({ quantity_change: 1, reason: 'gift' }))).toMatch(
      /^Reason must be one of damaged, lost, found/,
    );
  });
});

describe('inventoryLevelsSchema', () => {
  it('takes either level or both, in order', () => {
    expect(inventoryLevelsSchema.parse({ minimum_stock_level: 0 })).toEqual({
      minimum_stock_level: 0,
    });
    expect(
      firstError(
        inventoryLevelsSchema.safeParse({ minimum_stock_level: 9, maximum_stock_level: 8 }),
      ),
    ).toBe(LEVELS_ORDER_ERROR);
  });

  it('points a client that sets the quantity to restock and adjust', () => {
    expect(
      firstError(inventoryLevelsSchema.safeParse({ quantity_in_stock: 5, minimum_stock_level: 1 })),
    ).toBe(SET_QUANTITY_ERROR);
  });

  it.each([-1, 1.5, 1_000_001, '3'])('refuses the level %p', (level) => {
    expect(firstError(inventoryLevelsSchema.safeParse({ maximum_stock_level: level }))).toBe(
      'Maximum stock level must be a whole number from 0 to 1000000',
    );
  });
});
