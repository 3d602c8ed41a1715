import { Inject, Injectable } from '@nestjs/common';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { ATTEMPT_STORE, type AttemptStore, type AttemptWindow } from './attempt-store';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Failed sign-ins allowed (docs/decisions/0062-sign-in-throttled-per-account.md). Failures
 * are counted per account, whichever of its names was typed (a name that is no account
 * counts as itself):
 * - per account and client address, 10 a minute: a guesser at one address is stopped there,
 *   and only there, so a stranger's failures never block the owner's address;
 * - per client address across accounts, 40 a minute: one address cannot spread its guesses;
 * - per account, 100 a day from addresses it has not signed in from lately (`KNOWN_ADDRESS_MS`):
 *   against guessing spread over many addresses. Once the day's 100 are used, an address may
 *   still try that account while it has failed on it fewer than 3 times that day, so the
 *   owner at a new address still gets in with the right password, while each of the
 *   stranger's addresses that has guessed is refused until its day is over. An address the
 *   account signed in from lately is never held to the daily limit.
 * A success clears only its own address's counts for the account: never the account's day,
 * which would hand a stranger a fresh allowance, nor the address's count across accounts,
 * which an attacker could reset with an account of their own.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: { max: 10, windowMs: MINUTE },
  perAddress: { max: 40, windowMs: MINUTE },
  perAccount: { max: 100, windowMs: DAY },
  /** Once `perAccount` is reached: failures an address may have had on the account that day. */
  perAccountAndAddressOnceCapped: { max: 3, windowMs: DAY },
} as const;

/** How long a successful sign-in makes its address known to the account. */
export const KNOWN_ADDRESS_MS = 30 * DAY;

export const TOO_MANY_LOGINS = 'Too many login attempts. Please try again later.';

/** `account:<id>` for an account, `name:<login>` for a name that is none. */
export type LoginSubject = `account:${number}` | `name:${string}`;

const pairKey = (subject: LoginSubject, ip: string) => `login:pair:${subject}:${ip}`;
const pairDayKey = (subject: LoginSubject, ip: string) => `login:pair-day:${subject}:${ip}`;
const accountKey = (subject: LoginSubject) => `login:account-day:${subject}`;
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
    // Read only once the day's limit is met: the common case pays no extra lookup.
    if (reached(account, LOGIN_LIMITS.perAccount.max) && !(await this.isKnown(ip, subject))) {
      const today = await this.store.get(pairDayKey(subject, ip));
      blocked.push(reached(today, LOGIN_LIMITS.perAccountAndAddressOnceCapped.max));
    }
    throwIfBlocked(blocked, TOO_MANY_LOGINS);
  }

  async recordFailure(ip: string, subject: LoginSubject): Promise<void> {
    const known = await this.isKnown(ip, subject);
    await Promise.all([
      this.store.increment(pairKey(subject, ip), LOGIN_LIMITS.perAccountAndAddress.windowMs),
      this.store.increment(ipKey(ip), LOGIN_LIMITS.perAddress.windowMs),
      // The owner's typos where they sign in use none of the day's allowance.
      ...(known
        ? []
        : [
            this.store.increment(accountKey(subject), LOGIN_LIMITS.perAccount.windowMs),
            this.store.increment(
              pairDayKey(subject, ip),
              LOGIN_LIMITS.perAccountAndAddressOnceCapped.windowMs,
            ),
          ]),
    ]);
  }

  async recordSuccess(ip: string, subject: LoginSubject): Promise<void> {
    await Promise.all([
      this.store.reset(pairKey(subject, ip)),
      this.store.reset(pairDayKey(subject, ip)),
      this.store.increment(knownKey(subject, ip), KNOWN_ADDRESS_MS),
    ]);
  }

  private async isKnown(ip: string, subject: LoginSubject): Promise<boolean> {
    return (await this.store.get(knownKey(subject, ip))) !== undefined;
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
