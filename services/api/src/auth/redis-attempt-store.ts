import type { Redis } from 'ioredis';
import type { SharedState } from '../shared-state/shared-state';
import { MemoryAttemptStore, type AttemptStore, type AttemptWindow } from './attempt-store';

/**
 * One failure counted atomically: the first opens the window (its expiry), later ones
 * only add. Returns the count and the milliseconds left.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return {count, redis.call('PTTL', KEYS[1])}
`;

const keyOf = (key: string) => `attempts:${key}`;

/**
 * Login failures counted in Redis, so every API instance sees the same counts
 * (docs/architecture.md#where-state-lives). While Redis is away, or a command fails, it counts in
 * this process's memory instead: the API keeps answering, and an attacker gets at
 * most one instance's allowance more during the outage
 * (docs/decisions/0056-redis-away-is-a-slower-day.md).
 */
export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly shared: SharedState,
    private readonly fallback: AttemptStore = new MemoryAttemptStore(),
  ) {}

  get(key: string): Promise<AttemptWindow | undefined> {
    return this.onRedis(
      async (redis) => {
        const [[, count], [, ttl]] = (await redis
          .multi()
          .get(keyOf(key))
          .pttl(keyOf(key))
          .exec()) as [[null, string | null], [null, number]];
        return count === null || ttl <= 0
          ? undefined
          : { count: Number(count), resetAt: Date.now() + ttl };
      },
      () => this.fallback.get(key),
    );
  }

  increment(key: string, windowMs: number): Promise<AttemptWindow> {
    return this.onRedis(
      async (redis) => {
        const [count, ttl] = (await redis.eval(INCREMENT_SCRIPT, 1, keyOf(key), windowMs)) as [
          number,
          number,
        ];
        return { count, resetAt: Date.now() + ttl };
      },
      () => this.fallback.increment(key, windowMs),
    );
  }

  reset(key: string): Promise<void> {
    return this.onRedis(
      async (redis) => {
        await redis.del(keyOf(key));
        // A count made in memory during an outage must clear too.
        await this.fallback.reset(key);
      },
      () => this.fallback.reset(key),
    );
  }

  private async onRedis<T>(
    shared: (redis: Redis) => Promise<T>,
    local: () => Promise<T>,
  ): Promise<T> {
    if (!this.shared.available) return local();
    try {
      return await shared(this.shared.client);
    } catch (error) {
      this.shared.reportFailure(error);
      return local();
    }
  }
}
