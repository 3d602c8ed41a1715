/** Failures counted under one key (an IP or an account) in a fixed window. */
export interface AttemptWindow {
  count: number;
  /** Epoch milliseconds when the window closes and the count starts again from 0. */
  resetAt: number;
}

/**
 * Where login failures are counted. The in-memory store suits one API process;
 * with several instances behind a load balancer the counters must be shared, or each
 * instance would allow the limit again: with REDIS_URL set, auth.module.ts provides
 * `RedisAttemptStore` (redis-attempt-store.ts, docs/architecture.md#where-state-lives) under
 * ATTEMPT_STORE.
 */
export interface AttemptStore {
  get(key: string): Promise<AttemptWindow | undefined>;
  /** Counts one failure; opens a window of `windowMs` when none is open. */
  increment(key: string, windowMs: number): Promise<AttemptWindow>;
  reset(key: string): Promise<void>;
}

export const ATTEMPT_STORE = Symbol('ATTEMPT_STORE');

/** Single-node default. Expired windows are swept as the map grows, so it stays bounded. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, AttemptWindow>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly sweepAbove = 10_000,
  ) {}

  get(key: string): Promise<AttemptWindow | undefined> {
    return Promise.resolve(this.current(key));
  }

  increment(key: string, windowMs: number): Promise<AttemptWindow> {
    const open = this.current(key);
    const window = open
      ? { count: open.count + 1, resetAt: open.resetAt }
      : { count: 1, resetAt: this.now() + windowMs };
    if (!open && this.windows.size >= this.sweepAbove) this.sweep();
    this.windows.set(key, window);
    return Promise.resolve(window);
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  get size(): number {
    return this.windows.size;
  }

  private current(key: string): AttemptWindow | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
