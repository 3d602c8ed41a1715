import { inventoryQuerySchema, parseInventorySort } from './inventory-query';

describe('inventoryQuerySchema', () => {
  it('pages by 20 and sorts by name unless told otherwise', () => {
    expect(inventoryQuerySchema.parse({})).toEqual({ page: 1, per_page: 20, sort: 'name' });
  });

  it('ignores empty values and false flags', () => {
    expect(
      inventoryQuerySchema.parse({
        search: '  ',
        low_stock_only: 'false',
        out_of_stock_only: '',
        category_id: '',
        sort: '',
      }),
    ).toEqual({ page: 1, per_page: 20, sort: 'name', low_stock_only: false });
  });

  it('parses flags, ids and a descending sort; caps the page size at 100', () => {
    expect(
      inventoryQuerySchema.parse({
        low_stock_only: 'true',
        supplier_id: '4',
        per_page: '500',
        sort: '-last_restocked',
      }),
    ).toEqual({
      page: 1,
      per_page: 100,
      low_stock_only: true,
      supplier_id: 4,
      sort: '-last_restocked',
    });
  });

  it('names the field that is wrong', () => {
    const result = inventoryQuerySchema.safeParse({ sort: 'price' });
    expect(result.error?.issues[0]?.message).toMatch(/^sort must be one of name, stock/);
    expect(inventoryQuerySchema.safeParse({ category_id: 'x' }).error?.issues[0]?.message).toBe(
      'category_id must be a positive integer',
    );
  });
});

describe('parseInventorySort', () => {
  it('reads the column and the direction', () => {
    expect(parseInventorySort('stock')).toEqual({ key: 'stock', descending: false });
    expect(parseInventorySort('-status')).toEqual({ key: 'status', descending: true });
  });
});
