import { productQuerySchema } from './product-query';

const parse = (query: Record<string, unknown>) => productQuerySchema.safeParse(query);
const firstMessage = (query: Record<string, unknown>) => parse(query).error?.issues[0]?.message;

describe('productQuerySchema', () => {
  it('applies the page defaults and drops empty filters', () => {
    expect(parse({ search: '', size: '', in_stock_only: '' }).data).toEqual({
      page: 1,
      per_page: 20,
    });
  });

  it('parses numbers and booleans from query text', () => {
    const { data } = parse({
      page: '3',
      per_page: '100',
      min_price: '9.5',
      category_id: '2',
      in_stock_only: 'false',
    });
    expect(data).toMatchObject({
      page: 3,
      per_page: 100,
      min_price: 9.5,
      category_id: 2,
      in_stock_only: false,
    });
  });

  it('rejects bad values with a message that names the field', () => {
    expect(firstMessage({ page: '-1' })).toBe('page must be a positive integer');
    expect(firstMessage({ per_page: 'abc' })).toBe('per_page must be a positive integer');
    expect(firstMessage({ per_page: '101' })).toBe('per_page must be at most 100');
    expect(firstMessage({ min_price: 'x' })).toBe('min_price must be a number of 0 or more');
    expect(firstMessage({ size: 'XXXL' })).toBe('size must be one of XS, S, M, L, XL, XXL');
    expect(firstMessage({ in_stock_only: 'maybe' })).toBe('in_stock_only must be true or false');
  });
});
