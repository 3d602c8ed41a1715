import { Inject, Injectable } from '@nestjs/common';
import { ATTEMPT_STORE, type AttemptStore } from './attempt-store';
import { throwIfBlocked } from './login-throttle';

/**
 * Sign-ups allowed per client address
 * (docs/product/roles-and-rules.md#business-constants-and-limits,
 * docs/decisions/0063-sign-ups-limited-per-address.md). Every attempt that passed validation
 * counts, made or refused: each may cost an argon2 hash. Ten an hour leaves room for a household or
 * an office behind one address, and none for a script filling the user table.
 */
export const SIGN_UP_LIMITS = { perAddress: { max: 10, windowMs: 60 * 60_000 } } as const;

export const TOO_MANY_SIGN_UPS = 'Too many sign-ups from this address. Please try again later.';

const ipKey = (ip: string) => `sign-up:ip:${ip}`;

@Injectable()
export class SignUpThrottle {
  constructor(@Inject(ATTEMPT_STORE) private readonly store: AttemptStore) {}

  /** Counts this attempt, then throws 429 with Retry-After when it is one too many. */
  async countAttempt(ip: string): Promise<void> {
    const window = await this.store.increment(ipKey(ip), SIGN_UP_LIMITS.perAddress.windowMs);
    throwIfBlocked(
      [window.count > SIGN_UP_LIMITS.perAddress.max ? window : undefined],
      TOO_MANY_SIGN_UPS,
    );
  }
}
