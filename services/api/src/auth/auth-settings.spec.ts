import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  lifetimeSeconds,
  parseExpiresIn,
  readAuthSettings,
  SECRET_FILE_NAME,
} from './auth-settings';

describe('readAuthSettings', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-auth-settings-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses JWT_SECRET and JWT_EXPIRES_IN when set', () => {
    const secret = 'x'.repeat(40);
    expect(readAuthSettings({ JWT_SECRET: secret, JWT_EXPIRES_IN: '30m' })).toEqual({
      secret,
      expiresIn: '30m',
    });
  });

  it('refuses a short JWT_SECRET', () => {
    expect(() => readAuthSettings({ JWT_SECRET: 'secret' })).toThrow('at least 32 characters');
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => readAuthSettings({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      'JWT_SECRET is not set',
    );
  });

  it('generates a development secret once, private to its owner, and reuses it', () => {
    const first = readAuthSettings({ DATA_DIR: dataDir });
    const second = readAuthSettings({ DATA_DIR: dataDir });
    expect(first.secret.length).toBeGreaterThanOrEqual(48);
    expect(second.secret).toBe(first.secret);
    expect(statSync(join(dataDir, SECRET_FILE_NAME)).mode & 0o777).toBe(0o600);
    expect(first.expiresIn).toBe('12h');
  });

  it('refuses an unusable secret file rather than signing with it', () => {
    writeFileSync(join(dataDir, SECRET_FILE_NAME), 'short');
    expect(() => readAuthSettings({ DATA_DIR: dataDir })).toThrow('no usable secret');
  });
});

describe('parseExpiresIn', () => {
  it('takes seconds or a unit suffix and refuses anything else', () => {
    expect(parseExpiresIn('3600')).toBe(3600);
    expect(parseExpiresIn('7d')).toBe('7d');
    expect(parseExpiresIn(undefined)).toBe('12h');
    for (const bad of ['0', '12 hours', '-5', '1.5h', '0h'])
      expect(() => parseExpiresIn(bad)).toThrow('JWT_EXPIRES_IN');
  });
});

describe('lifetimeSeconds', () => {
  it('turns every accepted lifetime into seconds', () => {
    expect(lifetimeSeconds(3600)).toBe(3600);
    expect(lifetimeSeconds('90s')).toBe(90);
    expect(lifetimeSeconds('30m')).toBe(1_800);
    expect(lifetimeSeconds('12h')).toBe(43_200);
    expect(lifetimeSeconds('7d')).toBe(604_800);
  });
});
