import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { MemoryAttemptStore } from './attempt-store';
import { LOGIN_LIMITS, LoginThrottle, type LoginSubject } from './login-throttle';

const failTimes = async (
  throttle: LoginThrottle,
  times: number,
  ip: string,
  subject: LoginSubject,
) => {
  for (let i = 0; i < times; i++) await throttle.recordFailure(ip, subject);
};

const CASEY: LoginSubject = 'account:7';
const { perAccountAndAddress, perAddress, perAccount, perAccountAndAddressOnceCapped } =
  LOGIN_LIMITS;

describe('LoginThrottle', () => {
  it('blocks an account at one address after its failures, with a Retry-After within the window', async () => {
    const throttle = new LoginThrottle(new MemoryAttemptStore());
    await failTimes(throttle, perAccountAndAddress.max - 1, '10.0.0.1', CASEY);
    await expect(throttle.assertAllowed('10.0.0.1', CASEY)).resolves.toBeUndefined();
    await throttle.recordFailure('10.0.0.1', CASEY);
    const blocked = await throttle.assertAllowed('10.0.0.1', CASEY).catch((e: unknown) => e);
    expect(blocked).toBeInstanceOf(TooManyRequestsException);
    expect((blocked as TooManyRequestsException).getStatus()).toBe(429);
    expect((blocked as TooManyRequestsException).retryAfterSeconds).toBeGreaterThan(0);
    expect((blocked as TooManyRequestsException).retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("never blocks the owner's address for a stranger's failures", async () => {
    const throttle = new LoginThrottle(new MemoryAttemptStore());
    await failTimes(throttle, perAccountAndAddress.max * 2, '10.0.0.66', CASEY);
    await expect(throttle.assertAllowed('10.0.0.66', CASEY)).rejects.toBeInstanceOf(
      TooManyRequestsException,
    );
    await expect(throttle.assertAllowed('10.0.0.1', CASEY)).resolves.toBeUndefined();
  });

  it('clears the address count on success, so occasional typos never add up', async () => {
    const throttle = new LoginThrottle(new MemoryAttemptStore());
    for (let round = 0; round < 3; round++) {
      await failTimes(throttle, perAccountAndAddress.max - 1, '10.0.0.1', CASEY);
      await throttle.recordSuccess('10.0.0.1', CASEY);
    }
    await expect(throttle.assertAllowed('10.0.0.1', CASEY)).resolves.toBeUndefined();
  });

  it('blocks an address that spreads its guesses over many accounts', async () => {
    const throttle = new LoginThrottle(new MemoryAttemptStore());
    for (let i = 0; i < perAddress.max; i++)
      await throttle.recordFailure('10.0.0.9', `account:${100 + i}`);
    await expect(throttle.assertAllowed('10.0.0.9', 'name:someone')).rejects.toBeInstanceOf(
      TooManyRequestsException,
    );
    await expect(throttle.assertAllowed('10.0.0.10', 'name:someone')).resolves.toBeUndefined();
  });

  it("holds guessing from many addresses to the day's limit, yet lets the owner try from a new address", async () => {
    const throttle = new LoginThrottle(new MemoryAttemptStore());
    const rejected = (ip: string) =>
      expect(throttle.assertAllowed(ip, CASEY)).rejects.toBeInstanceOf(TooManyRequestsException);
    const allowed = (ip: string) =>
      expect(throttle.assertAllowed(ip, CASEY)).resolves.toBeUndefined();
    await throttle.recordSuccess('10.0.0.1', CASEY);
    const strangers = perAccount.max / perAccountAndAddressOnceCapped.max;
    for (let i = 0; i < strangers; i++)
      await failTimes(throttle, perAccountAndAddressOnceCapped.max, `10.1.${i}.1`, CASEY);
    await failTimes(
      throttle,
      perAccount.max % perAccountAndAddressOnceCapped.max,
      '10.1.99.1',
      CASEY,
    );
    // The day's limit is met: the stranger's addresses that guessed are refused for the day.
    await rejected('10.1.0.1');
    // A new address still gets its few tries: the owner with the right password gets in.
    await allowed('10.2.0.1');
    await failTimes(throttle, perAccountAndAddressOnceCapped.max - 1, '10.2.0.1', CASEY);
    await allowed('10.2.0.1');
    await throttle.recordFailure('10.2.0.1', CASEY);
    await rejected('10.2.0.1');
    // Where the owner signed in before, the day's limit never applies.
    await allowed('10.0.0.1');
  });

  it("does not refill the day's allowance when someone signs in elsewhere", async () => {
    const throttle = new LoginThrottle(new MemoryAttemptStore());
    for (let i = 0; i < perAccount.max; i++) await throttle.recordFailure(`10.1.${i}.1`, CASEY);
    await throttle.recordSuccess('10.9.9.9', CASEY);
    await throttle.recordFailure('10.1.0.1', CASEY);
    await throttle.recordFailure('10.1.0.1', CASEY);
    await expect(throttle.assertAllowed('10.1.0.1', CASEY)).rejects.toBeInstanceOf(
      TooManyRequestsException,
    );
  });

  it("spends none of the day's allowance on failures where the owner signed in before", async () => {
    const throttle = new LoginThrottle(new MemoryAttemptStore());
    await throttle.recordSuccess('10.0.0.1', CASEY);
    for (let round = 0; round < perAccount.max / 5; round++) {
      await failTimes(throttle, 5, '10.0.0.1', CASEY);
      await throttle.recordSuccess('10.0.0.1', CASEY);
    }
    await failTimes(throttle, perAccountAndAddressOnceCapped.max, '10.3.0.1', CASEY);
    await expect(throttle.assertAllowed('10.3.0.1', CASEY)).resolves.toBeUndefined();
  });
});

describe('MemoryAttemptStore', () => {
  it('forgets a window once it closes and sweeps closed windows as it grows', async () => {
    let now = 1_000;
    const store = new MemoryAttemptStore(() => now, 2);
    expect(await store.increment('a', 100)).toEqual({ count: 1, resetAt: 1_100 });
    expect(await store.increment('a', 100)).toEqual({ count: 2, resetAt: 1_100 });
    await store.increment('b', 100);
    now = 1_100;
    await store.increment('c', 100);
    expect(store.size).toBe(1);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('c')).toEqual({ count: 1, resetAt: 1_200 });
  });
});
