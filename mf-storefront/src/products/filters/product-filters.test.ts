import { filtersToParams, readFilters, readPage } from './product-filters';

const url = (query: string) => new URLSearchParams(query);

describe('product filters in the URL', () => {
  it('reads valid filters, trimming text and lower-casing the category', () => {
    expect(
      readFilters(
        url(
          'search=%20aero%20&category=Men&min_price=19.5&max_price=0&size=XL&color=Gray&in_stock_only=true',
        ),
      ),
    ).toEqual({
      search: 'aero',
      category: 'men',
      min_price: 19.5,
      max_price: 0,
      size: 'XL',
      color: 'Gray',
      in_stock_only: true,
    });
  });

  it('drops what the API would refuse', () => {
    const tooLong = 'x'.repeat(101);
    expect(
      readFilters(
        url(`search=${tooLong}&min_price=-1&max_price=2e6&size=m&color=Teal&in_stock_only=1`),
      ),
    ).toEqual({});
  });

  it('reads the page only as a whole number above 1', () => {
    expect(readPage(url('page=3'))).toBe(3);
    for (const bad of ['page=abc', 'page=0', 'page=-2', 'page=1.5', '']) {
      expect(readPage(url(bad))).toBe(1);
    }
  });

  it('writes only set filters, and the page only past page 1', () => {
    expect(
      filtersToParams({ search: '', size: 'S', in_stock_only: false, min_price: 0 }).toString(),
    ).toBe('min_price=0&size=S');
    expect(filtersToParams({ category: 'women' }, 2).toString()).toBe('category=women&page=2');
    expect(filtersToParams({}, 1).toString()).toBe('');
  });
});
