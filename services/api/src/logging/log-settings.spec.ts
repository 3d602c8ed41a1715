import { readLogSettings } from './log-settings';

describe('readLogSettings', () => {
  it('writes JSON at info unless a person watches outside production', () => {
    expect(readLogSettings({}, false)).toEqual({ level: 'info', format: 'json' });
    expect(readLogSettings({}, true)).toEqual({ level: 'info', format: 'pretty' });
    expect(readLogSettings({ NODE_ENV: 'production' }, true)).toEqual({
      level: 'info',
      format: 'json',
    });
  });

  it('takes LOG_LEVEL and LOG_FORMAT, and refuses what it does not know', () => {
    expect(readLogSettings({ LOG_LEVEL: 'WARN', LOG_FORMAT: 'pretty' }, false)).toEqual({
      level: 'warn',
      format: 'pretty',
    });
    expect(() => readLogSettings({ LOG_LEVEL: 'loud' }, false)).toThrow('LOG_LEVEL');
    expect(() => readLogSettings({ LOG_FORMAT: 'xml' }, false)).toThrow('LOG_FORMAT');
  });
});
