import { Inject, Injectable } from '@nestjs/common';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { ATTEMPT_STORE, type AttemptStore, type AttemptWindow } from './attempt-store';

const MINUTE = 60_000;

/**
 * Failed sign-ins allowed per window
 * (docs/product/roles-and-rules.md#business-constants-and-limits,
 * docs/decisions/0062-sign-in-throttled-per-account.md). Failures are counted per account,
 * whichever of its names was typed (a name that is no account counts as itself), in three ways:
 * - per account and client address: a guesser at one address is stopped after a handful
 *   of tries, and only there, so a stranger's failures never block the owner's address;
 * - per client address across accounts: one address cannot spread its guesses over many
 *   accounts;
 * - per account across addresses, higher: against guessing spread over many addresses.
 *   An address the account signed in from lately (`KNOWN_ADDRESS_MS`) is exempt, so even
 *   that limit, once met, does not lock the owner out where they usually sign in.
 * Only failures count; a success clears its account's counts. The address count is not
 * cleared on success, or an attacker could reset it with an account of their own.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: { max: 10, windowMs: MINUTE },
  perAddress: { max: 40, windowMs: MINUTE },
  perAccount: { max: 100, windowMs: 60 * MINUTE },
} as const;

/** How long a successful sign-in makes its address known to the account. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE;

export const TOO_MANY_LOGINS = 'Too many login attempts. Please try again later.';

/** `account:<id>` for an account, `name:<login>` for a name that is none. */
export type LoginSubject = `account:${number}` | `name:${string}`;

const pairKey = (subject: LoginSubject, ip: string) => `login:pair:${subject}:${ip}`;
const accountKey = (subject: LoginSubject) => `login:account:${subject}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
const knownKey = (subject: LoginSubject, ip: string) => `login:known:${subject}:${ip}`;

@Injectable()
export class LoginThrottle {
  constructor(@Inject(ATTEMPT_STORE) private readonly store: AttemptStore) {}

  /**
   * Throws 429 while a count that applies is at its limit. Checked before the password
   * is, so a blocked guess costs no hashing; concurrent guesses may overshoot a limit by
   * at most the number in flight.
   */
  async assertAllowed(ip: string, subject: LoginSubject): Promise<void> {
    const [pair, address, account] = await Promise.all([
      this.store.get(pairKey(subject, ip)),
      this.store.get(ipKey(ip)),
      this.store.get(accountKey(subject)),
    ]);
    const blocked = [
      reached(pair, LOGIN_LIMITS.perAccountAndAddress.max),
      reached(address, LOGIN_LIMITS.perAddress.max),
    ];
    const accountBlocked = reached(account, LOGIN_LIMITS.perAccount.max);
    // Read only once the account-wide limit is met: the common case pays no extra lookup.
    if (accountBlocked && !(await this.store.get(knownKey(subject, ip))))
      blocked.push(accountBlocked);
    throwIfBlocked(blocked, TOO_MANY_LOGINS);
  }

  async recordFailure(ip: string, subject: LoginSubject): Promise<void> {
    await Promise.all([
      this.store.increment(pairKey(subject, ip), LOGIN_LIMITS.perAccountAndAddress.windowMs),
      this.store.increment(ipKey(ip), LOGIN_LIMITS.perAddress.windowMs),
      this.store.increment(accountKey(subject), LOGIN_LIMITS.perAccount.windowMs),
    ]);
  }

  async recordSuccess(ip: string, subject: LoginSubject): Promise<void> {
    await Promise.all([
      this.store.reset(pairKey(subject, ip)),
      this.store.reset(accountKey(subject)),
      this.store.increment(knownKey(subject, ip), KNOWN_ADDRESS_MS),
    ]);
  }
}

function reached(window: AttemptWindow | undefined, max: number): AttemptWindow | undefined {
  return window && window.count >= max ? window : undefined;
}

/** 429 with the latest reset among the blocking windows as Retry-After; nothing when none blocks. */
export function throwIfBlocked(windows: (AttemptWindow | undefined)[], message: string): void {
  const blocked = windows.filter((window): window is AttemptWindow => window !== undefined);
  if (blocked.length === 0) return;
  const resetAt = Math.max(...blocked.map((window) => window.resetAt));
  throw new TooManyRequestsException(
    message,
    Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  );
}
