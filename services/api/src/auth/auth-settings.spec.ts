import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/load-config';
import { authSettings, lifetimeSeconds, SECRET_FILE_NAME } from './auth-settings';

describe('authSettings', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-auth-settings-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const settingsOf = (env: Record<string, string>) =>
    authSettings(loadConfig({ DATA_DIR: dataDir, ...env }, false));

  it('uses JWT_SECRET and JWT_EXPIRES_IN when set', () => {
    const secret = 'x'.repeat(40);
    expect(settingsOf({ JWT_SECRET: secret, JWT_EXPIRES_IN: '30m' })).toEqual({
      secret,
      expiresIn: '30m',
    });
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => settingsOf({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is not set');
  });

  it('generates a development secret once, private to its owner, and reuses it', () => {
    const first = settingsOf({});
    const second = settingsOf({});
    expect(first.secret.length).toBeGreaterThanOrEqual(48);
    expect(second.secret).toBe(first.secret);
    expect(statSync(join(dataDir, SECRET_FILE_NAME)).mode & 0o777).toBe(0o600);
    expect(first.expiresIn).toBe('12h');
  });

  it('refuses an unusable secret file rather than signing with it', () => {
    writeFileSync(join(dataDir, SECRET_FILE_NAME), 'short');
    expect(() => settingsOf({})).toThrow('no usable secret');
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
