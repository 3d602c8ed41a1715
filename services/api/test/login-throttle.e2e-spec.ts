import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

const TOO_MANY = { error: 'Too many login attempts. Please try again later.' };

// Its own app per database: these tests use up the failure allowance of 127.0.0.1.
describe.each(databaseTargets())('login throttling on $name', (target) => {
  let shop: TestShop;
  const attempt = (username: string, password: string) =>
    shop.send('POST', '/auth/login', { username, password });

  beforeAll(async () => {
    shop = await startTestShop(target);
  });
  afterAll(() => shop?.close());

  it('answers 429 with Retry-After within 40 wrong passwords in a row, even to the right one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await attempt('staff', `Wrong${i}pass`)).status);
    expect(statuses[0]).toBe(401);
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
    expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true);

    const blocked = await attempt('staff', DEMO.staff.password);
    expect(blocked).toMatchObject({ status: 429, body: TOO_MANY });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('blocks the account only: others still sign in many times', async () => {
    for (let i = 0; i < 15; i++) expect(await signIn(shop, DEMO.customer)).toBeTruthy();
  });

  it('forgives typos followed by a success', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) expect((await attempt('admin', 'Typo1pass')).status).toBe(401);
      expect(await signIn(shop, DEMO.admin)).toBeTruthy();
    }
  });

  // Last: it leaves this address blocked for a minute.
  it('blocks an address that tries many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await attempt(`guess${i}`, 'Guess1pass')).status);
    expect(statuses).toContain(429);
    expect(await attempt('customer', DEMO.customer.password)).toMatchObject({
      status: 429,
      body: TOO_MANY,
    });
  });
});
