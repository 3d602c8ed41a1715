/** One log-safe line naming the Redis server; the password never appears. */
export function describeRedis(url: string): string {
  const parsed = new URL(url);
  const db = parsed.pathname.length > 1 ? parsed.pathname : '';
  return `Redis at ${parsed.hostname}:${parsed.port || '6379'}${db}`;
}
