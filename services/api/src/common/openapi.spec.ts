import { readApiDocsSetting } from './openapi';

describe('readApiDocsSetting', () => {
  it('serves the docs outside production, and in production only when API_DOCS=public', () => {
    expect(readApiDocsSetting({})).toBe(true);
    expect(readApiDocsSetting({ NODE_ENV: 'development' })).toBe(true);
    expect(readApiDocsSetting({ NODE_ENV: 'production' })).toBe(false);
    expect(readApiDocsSetting({ NODE_ENV: 'production', API_DOCS: 'public' })).toBe(true);
    expect(readApiDocsSetting({ NODE_ENV: 'production', API_DOCS: ' ' })).toBe(false);
  });

  it('refuses any other value rather than guess', () => {
    expect(() => readApiDocsSetting({ NODE_ENV: 'production', API_DOCS: 'yes' })).toThrow(
      'API_DOCS must be public or unset, got "yes"',
    );
  });
});
