import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { MemoryAttemptStore } from './attempt-store';
import { LOGIN_LIMITS, LoginThrottle } from './login-throttle';

const failTimes = async (throttle: LoginThrottle, times: number, ip: string, login: string) => {
  for (let i = 0; i < times; i++) await throttle.recordFailure(ip, login);
};

describe('LoginThrottle', () => {
  it('blocks an account after its failures, with a Retry-After within the window', async () => {
    const throttle = new LoginThrottle(new MemoryAttemptStore());
    await failTimes(throttle, LOGIN_LIMITS.perAccount.max - 1, '10.0.0.1', 'casey');
    await expect(throttle.assertAllowed('10.0.0.1', 'casey')).resolves.toBeUndefined();
    await throttle.recordFailure('10.0.0.1', 'casey');
    const blocked = await throttle.assertAllowed('10.0.0.2', 'casey').catch((e: unknown) => e);
    expect(blocked).toBeInstanceOf(TooManyRequestsException);
    expect((blocked as TooManyRequestsException).getStatus()).toBe(429);
    expect((blocked as TooManyRequestsException).retryAfterSeconds).toBeGreaterThan(0);
    expect((blocked as TooManyRequestsException).retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('clears the account count on success, so occasional typos never add up', async () => {
    const throttle = new LoginThrottle(new MemoryAttemptStore());
    for (let round = 0; round < 3; round++) {
      await failTimes(throttle, LOGIN_LIMITS.perAccount.max - 1, '10.0.0.1', 'casey');
      await throttle.recordSuccess('casey');
    }
    await expect(throttle.assertAllowed('10.0.0.1', 'casey')).resolves.toBeUndefined();
  });

  it('blocks an address that spreads its guesses over many accounts', async () => {
    const throttle = new LoginThrottle(new MemoryAttemptStore());
    for (let i = 0; i < LOGIN_LIMITS.perIp.max; i++)
      await throttle.recordFailure('10.0.0.9', `user${i}`);
    await expect(throttle.assertAllowed('10.0.0.9', 'someone-else')).rejects.toBeInstanceOf(
      TooManyRequestsException,
    );
    await expect(throttle.assertAllowed('10.0.0.10', 'someone-else')).resolves.toBeUndefined();
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
