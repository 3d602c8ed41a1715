import { Inject, Injectable } from '@nestjs/common';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { ATTEMPT_STORE, type AttemptStore, type AttemptWindow } from './attempt-store';

/**
 * Failed sign-ins allowed per window. Only failures count and an account's
 * count clears on success, so people (and tests) who sign in often never meet
 * the limit; a password-guessing run meets it after a handful of tries. The IP
 * count is not cleared on success, or an attacker could reset it with an account
 * of their own.
 */
export const LOGIN_LIMITS = {
  perAccount: { max: 10, windowMs: 60_000 },
  perIp: { max: 40, windowMs: 60_000 },
} as const;

const accountKey = (login: string) => `login:account:${login}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

@Injectable()
export class LoginThrottle {
  constructor(@Inject(ATTEMPT_STORE) private readonly store: AttemptStore) {}

  /**
   * Throws 429 while either count is at its limit. Checked before the password
   * is, so a blocked guess costs no hashing; concurrent guesses may overshoot the
   * limit by at most the number in flight.
   */
  async assertAllowed(ip: string, login: string): Promise<void> {
    const [account, address] = await Promise.all([
      this.store.get(accountKey(login)),
      this.store.get(ipKey(ip)),
    ]);
    const blocked = [
      reached(account, LOGIN_LIMITS.perAccount.max),
      reached(address, LOGIN_LIMITS.perIp.max),
    ].filter((window): window is AttemptWindow => window !== undefined);
    if (blocked.length === 0) return;
    const resetAt = Math.max(...blocked.map((window) => window.resetAt));
    throw new TooManyRequestsException(
      'Too many login attempts. Please try again later.',
      Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
    );
  }

  async recordFailure(ip: string, login: string): Promise<void> {
    await Promise.all([
      this.store.increment(accountKey(login), LOGIN_LIMITS.perAccount.windowMs),
      this.store.increment(ipKey(ip), LOGIN_LIMITS.perIp.windowMs),
    ]);
  }

  recordSuccess(login: string): Promise<void> {
    return this.store.reset(accountKey(login));
  }
}

function reached(window: AttemptWindow | undefined, max: number): AttemptWindow | undefined {
  return window && window.count >= max ? window : undefined;
}
