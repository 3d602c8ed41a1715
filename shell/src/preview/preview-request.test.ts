import { addressWithoutPreview, parsePreview, requestedPreview } from './preview-request';

describe('a preview request', () => {
  it('names a known remote and a version, nothing else', () => {
    expect(parsePreview('reports@0.1.0-3fa9c2d41b')).toEqual({
      remote: 'reports',
      version: '0.1.0-3fa9c2d41b',
    });
    for (const text of [
      'reports@',
      '@0.1.0',
      'reports@..',
      'reports@a/b',
      'reports@//x',
      'shell@1',
      null,
    ])
      expect(parsePreview(text)).toBeNull();
  });

  it('still reads the address where the browser refuses session storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(requestedPreview({ search: '?preview=account@1.0.0-a' }, refusing)).toEqual({
      remote: 'account',
      version: '1.0.0-a',
    });
    expect(requestedPreview({ search: '' }, refusing)).toBeNull();
    expect(requestedPreview({ search: '' }, null)).toBeNull();
  });

  it('goes back to live at the same page, other parameters kept', () => {
    expect(
      addressWithoutPreview({
        pathname: '/reports',
        search: '?preview=reports@1&tab=profit',
        hash: '#top',
      }),
    ).toBe('/reports?tab=profit#top');
  });
});
