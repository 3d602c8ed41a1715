/**
 * Where the data lives: MySQL when DATABASE_URL says so, otherwise an embedded SQLite file.
 * MySQL may name read replicas; nothing reads them unless it asks (docs/scaling.md).
 */
export type DatabaseSettings =
  { dialect: 'mysql'; url: string; replicaUrls?: string[] } | { dialect: 'sqlite'; file: string };

export type Dialect = DatabaseSettings['dialect'];

/** One log-safe line naming the database; the password never appears. */
export function describeDatabase(settings: DatabaseSettings): string {
  if (settings.dialect === 'sqlite') return `SQLite at ${settings.file}`;
  const url = new URL(settings.url);
  const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
  return `MySQL at ${user}${url.hostname}:${url.port || '3306'}${url.pathname}`;
}
