import type { AuthResponse, ErrorBody } from '@shop/contracts';
import { newAccount } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

/**
 * The API's log as an operator reads it (docs/operations.md#outages-shutdown-and-logs): one JSON
 * line per request with its id (also in the answer), errors with their stack in the log and
 * never in the answer, and no password or token anywhere in it.
 */
describe.each(databaseTargets())('request logs on $name', (target) => {
  let shop: TestShop;
  const log: string[] = [];
  const entries = () => log.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    shop = await startTestShop(target, {
      logger: { level: 'info', format: 'json' },
      logDestination: { write: (line: string) => void log.push(line.trimEnd()) },
    });
  });
  afterAll(() => shop?.close());

  it('writes one line per request with its route, status, duration and id', async () => {
    const given = await shop.request('/products/?per_page=3', {
      headers: { 'x-request-id': 'proxy-id.42' },
    });
    expect(given.headers.get('x-request-id')).toBe('proxy-id.42');
    const made = await shop.get('/categories');
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    // An id that is no id (too long, odd characters) is replaced, not repeated.
    const odd = await shop.request('/categories', { headers: { 'x-request-id': 'a b<c>' } });
    expect(odd.headers.get('x-request-id')).not.toBe('a b<c>');

    const lines = entries().filter((entry) => entry.msg === 'request');
    expect(lines.find((entry) => entry.requestId === 'proxy-id.42')).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/products',
      status: 200,
      durationMs: expect.any(Number) as number,
    });
    expect(lines.filter((entry) => entry.requestId === madeId)).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/categories', status: 200 }),
    ]);
  });

  it('never logs a password or a token, through sign-up, sign-in and a password change', async () => {
    const account = newAccount(`logs${target.name}`);
    const fresh = 'Fresh1passLogged';
    expect((await shop.send('POST', '/auth/register', account)).status).toBe(201);
    const signedIn = await shop.send<AuthResponse>('POST', '/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.access_token;
    const changed = await shop.send(
      'PUT',
      '/auth/change-password',
      { current_password: account.password, new_password: fresh },
      token,
    );
    expect(changed.status).toBe(200);
    const refused = await shop.send('POST', '/auth/login', {
      username: account.username,
      password: 'Wrong1passLogged',
    });
    expect(refused.status).toBe(401);

    const text = log.join('\n');
    expect(entries().some((entry) => entry.route === '/api/auth/change-password')).toBe(true);
    for (const secret of [account.password, fresh, 'Wrong1passLogged', token, token.split('.')[2]!])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/authorization|bearer/i);
  });

  // Last: it takes the database away from this app.
  it('logs a failure with its stack and answers with the message alone', async () => {
    await shop.orm.close(true);
    // A query not asked before, so no cached answer can stand in.
    const failed = await shop.get<ErrorBody>('/products/?per_page=7');
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ error: 'Service temporarily unavailable' });
    const id = failed.headers.get('x-request-id');
    const logged = entries().filter((entry) => entry.requestId === id);
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 50,
          msg: 'Answered 503',
          err: expect.objectContaining({
            stack: expect.stringMatching(/\n\s+at /) as string,
          }) as object,
        }),
        expect.objectContaining({ msg: 'request', route: '/api/products', status: 503 }),
      ]),
    );
  });
});
