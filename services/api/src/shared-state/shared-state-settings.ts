/**
 * REDIS_URL (`redis://[:password@]host:port[/db]`): where the instances share state
 * (docs/architecture.md#where-state-lives). Unset means one process keeps it all in memory.
 */
export function readRedisUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.REDIS_URL?.trim();
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // The URL may hold a password, so it is not repeated here.
    throw new Error('REDIS_URL is not a valid URL (expected redis://host:6379)');
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    throw new Error(`REDIS_URL must start with redis:// (got ${parsed.protocol}//...)`);
  return url;
}

/** One log-safe line naming the Redis server; the password never appears. */
export function describeRedis(url: string): string {
  const parsed = new URL(url);
  const db = parsed.pathname.length > 1 ? parsed.pathname : '';
  return `Redis at ${parsed.hostname}:${parsed.port || '6379'}${db}`;
}
