import { pageInfo, pageOffset } from './pagination';

describe('pagination', () => {
  it('skips whole pages before the requested one', () => {
    expect(pageOffset({ page: 1, per_page: 20 })).toBe(0);
    expect(pageOffset({ page: 3, per_page: 20 })).toBe(40);
  });

  it('counts a partial last page as a page', () => {
    expect(pageInfo(41, { page: 2, per_page: 20 })).toEqual({
      total: 41,
      pages: 3,
      current_page: 2,
      per_page: 20,
    });
    expect(pageInfo(40, { page: 1, per_page: 20 }).pages).toBe(2);
  });

  it('has no pages when there is nothing to list', () => {
    expect(pageInfo(0, { page: 1, per_page: 20 }).pages).toBe(0);
  });
});
