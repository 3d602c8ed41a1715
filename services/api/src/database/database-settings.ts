import { resolve } from 'node:path';

/**
 * Where the data lives: MySQL when DATABASE_URL says so, otherwise an embedded SQLite file.
 * MySQL may name read replicas; nothing reads them unless it asks (docs/scaling.md).
 */
export type DatabaseSettings =
  { dialect: 'mysql'; url: string; replicaUrls?: string[] } | { dialect: 'sqlite'; file: string };

export type Dialect = DatabaseSettings['dialect'];

// src/database and dist/database sit at the same depth, so this holds for both.
const REPO_ROOT = resolve(__dirname, '../../../..');

/** The folder for local state (SQLite file, development JWT secret): DATA_DIR or `<repo>/.data`. */
export function readDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR?.trim() || resolve(REPO_ROOT, '.data');
}

/**
 * Reads DATABASE_URL (`mysql://user:pass@host:port/db`) or, when it is unset,
 * places SQLite at `<DATA_DIR or repo root/.data>/shop.sqlite` so a fresh clone
 * runs with no server to install (docs/operations.md#running-it).
 */
export function readDatabaseSettings(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  const url = env.DATABASE_URL?.trim();
  if (!url) return { dialect: 'sqlite', file: resolve(readDataDir(env), 'shop.sqlite') };
  const parsed = parseUrl(url);
  if (parsed.protocol !== 'mysql:' && parsed.protocol !== 'mariadb:') {
    throw new Error(`DATABASE_URL must start with mysql:// (got ${parsed.protocol}//...)`);
  }
  if (parsed.pathname.length < 2)
    throw new Error('DATABASE_URL must name a database, e.g. mysql://user@host:3306/shop');
  parsed.protocol = 'mysql:';
  const replicaUrls = readReplicaUrls(env.DATABASE_REPLICA_URLS);
  return {
    dialect: 'mysql',
    url: parsed.toString(),
    ...(replicaUrls.length > 0 && { replicaUrls }),
  };
}

/** DATABASE_REPLICA_URLS: MySQL read replicas, comma-separated `mysql://` URLs. */
function readReplicaUrls(value: string | undefined): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  return urls.map((url) => {
    const parsed = parseUrl(url, 'DATABASE_REPLICA_URLS');
    if (parsed.protocol !== 'mysql:' && parsed.protocol !== 'mariadb:')
      throw new Error('DATABASE_REPLICA_URLS must hold mysql:// URLs');
    parsed.protocol = 'mysql:';
    return parsed.toString();
  });
}

/** One log-safe line naming the database; the password never appears. */
export function describeDatabase(settings: DatabaseSettings): string {
  if (settings.dialect === 'sqlite') return `SQLite at ${settings.file}`;
  const url = new URL(settings.url);
  const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
  return `MySQL at ${user}${url.hostname}:${url.port || '3306'}${url.pathname}`;
}

function parseUrl(value: string, name = 'DATABASE_URL'): URL {
  try {
    return new URL(value);
  } catch {
    // The URL itself may hold a password, so it is not repeated here.
    throw new Error(`${name} is not a valid URL (expected mysql://user:pass@host:port/db)`);
  }
}
