import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config/config-error';
import type { ApiConfig } from '../config/load-config';

/** How the API signs and checks its bearer tokens. */
export interface AuthSettings {
  /** HS256 key; at least MIN_SECRET_LENGTH characters. */
  secret: string;
  /** Token lifetime: seconds, or a number with s, m, h or d (e.g. `12h`). */
  expiresIn: number | `${number}${'s' | 'm' | 'h' | 'd'}`;
}

/** 256 bits of base64 text is 43 characters; 32 keeps HS256 out of brute-force reach. */
export const MIN_SECRET_LENGTH = 32;
export const SECRET_FILE_NAME = 'jwt-secret';

/**
 * The token settings of the configuration. Without JWT_SECRET a development secret is
 * generated once into `<DATA_DIR>/jwt-secret` (mode 0600, git-ignored with the rest of
 * `.data/`) and reused, so tokens survive restarts; with NODE_ENV=production the API
 * refuses to start instead, because a secret that lives on one machine's disk breaks as
 * soon as a second instance runs.
 */
export function authSettings({
  jwt,
  production,
  dataDir,
}: Pick<ApiConfig, 'jwt' | 'production' | 'dataDir'>): AuthSettings {
  if (jwt.secret) return { secret: jwt.secret, expiresIn: jwt.expiresIn };
  if (production)
    throw new ConfigError(
      'JWT_SECRET is not set. In production the API will not start without it: ' +
        'set JWT_SECRET to a long random string, e.g. the output of `openssl rand -base64 48`.',
    );
  return { secret: developmentSecret(dataDir), expiresIn: jwt.expiresIn };
}

/** Reads the secret file, or creates it; `wx` means two processes starting at once agree. */
export function developmentSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE_NAME);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`${file} holds no usable secret; delete it to have a new one generated`);
  return secret;
}

const SECONDS_PER_UNIT = { s: 1, m: 60, h: 3_600, d: 86_400 } as const;

/** The token lifetime in seconds: the longest `exp - iat` a token may claim (jwt.strategy.ts). */
export function lifetimeSeconds(expiresIn: AuthSettings['expiresIn']): number {
  if (typeof expiresIn === 'number') return expiresIn;
  const unit = expiresIn.slice(-1) as keyof typeof SECONDS_PER_UNIT;
  return parseInt(expiresIn, 10) * SECONDS_PER_UNIT[unit];
}
