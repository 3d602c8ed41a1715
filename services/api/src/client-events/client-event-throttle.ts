import { Inject, Injectable } from '@nestjs/common';
import { ATTEMPT_STORE, type AttemptStore } from '../auth/attempt-store';
import { throwIfBlocked } from '../auth/login-throttle';

/**
 * Reports a client address may send per window (docs/operations.md#client-events,
 * docs/decisions/0099-browsers-report-remote-failures.md). A browser sends one report per failure
 * and page load, so thirty in ten minutes leaves room for an office behind one address reloading
 * a broken section, and none for a script filling the table.
 */
export const CLIENT_EVENT_LIMITS = { perAddress: { max: 30, windowMs: 10 * 60_000 } } as const;

export const TOO_MANY_CLIENT_EVENTS = 'Too many reports from this address. Please try again later.';

const addressKey = (address: string) => `client-events:ip:${address}`;

@Injectable()
export class ClientEventThrottle {
  constructor(@Inject(ATTEMPT_STORE) private readonly store: AttemptStore) {}

  /** Counts this report, then throws 429 with Retry-After when it is one too many. */
  async countReport(address: string): Promise<void> {
    const window = await this.store.increment(
      addressKey(address),
      CLIENT_EVENT_LIMITS.perAddress.windowMs,
    );
    throwIfBlocked(
      [window.count > CLIENT_EVENT_LIMITS.perAddress.max ? window : undefined],
      TOO_MANY_CLIENT_EVENTS,
    );
  }
}
