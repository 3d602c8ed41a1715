import { productQuerySchema, productSearchQuerySchema } from './product-query';

const parse = (query: Record<string, unknown>) => productQuerySchema.safeParse(query);
const firstMessage = (query: Record<string, unknown>) => parse(query).error?.issues[0]?.message;

describe('productQuerySchema', () => {
  it('applies the page defaults and drops empty filters', () => {
    expect(parse({ search: '', size: '', in_stock_only: '', sort: '' }).data).toEqual({
      page: 1,
      per_page: 20,
      sort: 'newest',
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

  it('caps per_page at 100 instead of refusing it', () => {
    expect(parse({ per_page: '101' }).data?.per_page).toBe(100);
    expect(parse({ per_page: '100000' }).data?.per_page).toBe(100);
    expect(parse({ per_page: '1' }).data?.per_page).toBe(1);
  });

  it('rejects bad values with a message that names the field', () => {
    expect(firstMessage({ page: '-1' })).toBe('page must be a positive integer');
    expect(firstMessage({ page: '0' })).toBe('page must be a positive integer');
    expect(firstMessage({ page: '1.5' })).toBe('page must be a positive integer');
    expect(firstMessage({ per_page: 'abc' })).toBe('per_page must be a positive integer');
    expect(firstMessage({ min_price: 'x' })).toBe('min_price must be a number of 0 or more');
    expect(firstMessage({ size: 'XXXL' })).toBe('size must be one of XS, S, M, L, XL, XXL');
    expect(firstMessage({ in_stock_only: 'maybe' })).toBe('in_stock_only must be true or false');
    expect(firstMessage({ sort: 'cheapest' })).toBe(
      'sort must be one of newest, price_asc, price_desc, name',
    );
  });

  it('takes each list order by name', () => {
    for (const sort of ['newest', 'price_asc', 'price_desc', 'name'])
      expect(parse({ sort }).data?.sort).toBe(sort);
  });
});

describe('productSearchQuerySchema', () => {
  it('needs a non-blank q and trims it', () => {
    expect(productSearchQuerySchema.safeParse({ q: '  tee ' }).data).toEqual({ q: 'tee' });
    for (const query of [{}, { q: '' }, { q: '   ' }])
      expect(productSearchQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(
        'q (the search text) is required',
      );
  });
});
