import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { describeRedis } from './shared-state-settings';

/** Every key this API writes starts with it, so one Redis can serve other programs too. */
export const KEY_PREFIX = 'fitshop:';
/**
 * A command that takes longer fails, and the caller falls back to its own memory: a
 * Redis that hangs must not hang a sign-in or a product list.
 */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnects forever, at most this far apart, so the API heals without a restart. */
const MAX_RECONNECT_DELAY_MS = 1_000;
const RECONNECT_DELAY_STEP_MS = 100;

/**
 * The one way features reach state shared between API instances
 * (docs/architecture.md#where-state-lives): login-throttle counters, the catalogue version behind
 * the product-list cache, and whatever else must be shared later (idempotency keys, registration
 * throttling).
 *
 * Without REDIS_URL it is `configured: false` and callers keep their state in memory.
 * With it, `client` is usable only while `available`; while Redis is away callers fall
 * back (counting in memory, bypassing caches), and the outage is logged once, not per
 * request. Commands never queue while Redis is away: they fail at once.
 */
export class SharedState implements OnApplicationShutdown {
  private readonly logger = new Logger('SharedState');
  private readonly redis: Redis | null;
  private readonly reconnectListeners: (() => void)[] = [];
  /** Logged as down once until it is up again. */
  private reportedDown = false;
  private closing = false;

  constructor(url: string | undefined) {
    this.redis = url ? this.connect(url) : null;
  }

  get configured(): boolean {
    return this.redis !== null;
  }

  /** Connected and answering, as far as the client knows. */
  get available(): boolean {
    return this.redis?.status === 'ready';
  }

  /** The Redis client; only while `available`. */
  get client(): Redis {
    if (!this.redis || !this.available) throw new Error('Redis is not available');
    return this.redis;
  }

  /**
   * Runs `listener` each time Redis becomes ready, the first time included: state kept
   * in memory during an outage (or before start) may disagree with the shared one.
   */
  onReady(listener: () => void): void {
    this.reconnectListeners.push(listener);
    if (this.available) listener();
  }

  /** A command failed: say so once, like a lost connection. */
  reportFailure(error: unknown): void {
    this.reportDown(error instanceof Error ? error.message : String(error));
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    this.closing = true;
    await this.redis.quit().catch(() => this.redis?.disconnect());
  }

  private connect(url: string): Redis {
    const redis = new Redis(url, {
      keyPrefix: KEY_PREFIX,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      retryStrategy: (attempt) =>
        Math.min(attempt * RECONNECT_DELAY_STEP_MS, MAX_RECONNECT_DELAY_MS),
    });
    const where = describeRedis(url);
    redis.on('ready', () => {
      if (this.reportedDown) this.logger.log(`${where} is back: shared state is shared again`);
      else this.logger.log(`Sharing state through ${where}`);
      this.reportedDown = false;
      for (const listener of this.reconnectListeners) listener();
    });
    redis.on('error', (error: Error) => this.reportDown(`${where}: ${error.message}`));
    redis.on('close', () => this.reportDown(`${where}: connection closed`));
    return redis;
  }

  private reportDown(reason: string): void {
    if (this.reportedDown || this.closing) return;
    this.reportedDown = true;
    this.logger.warn(
      `Redis unavailable (${reason}): counting sign-in failures in this process and ` +
        'bypassing the product-list cache until it returns',
    );
  }
}
