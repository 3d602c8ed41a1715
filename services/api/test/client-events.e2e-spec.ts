import {
  CLIENT_EVENT_MAX_BYTES,
  type ClientEventBody,
  type ClientEventSummary,
  type ErrorBody,
} from '@shop/contracts';
import { ClientEvent } from '../src/client-events/client-event.entity';
import {
  CLIENT_EVENT_LIMITS,
  TOO_MANY_CLIENT_EVENTS,
} from '../src/client-events/client-event-throttle';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

// docs/operations.md#client-events, docs/decisions/0099-browsers-report-remote-failures.md.
const PROXY_SECRET = 'proxy-secret-for-tests-0123456789abcdef';
const GOOD: ClientEventBody = {
  remote: 'reports',
  version: '0.1.0-3fa9c2d41b',
  kind: 'render_error',
  message: 'Cannot read properties of undefined (reading "total")',
  request_id: 'browser-7f3a.1',
};

describe.each(databaseTargets())('client events on $name', (target) => {
  let shop: TestShop;
  /** A report as the shop's front-end server forwards it for a browser at `address`. */
  const report = (body: unknown, address = '192.0.2.10', raw?: string) =>
    shop.request<ErrorBody>('/client-events', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        'x-proxy-secret': PROXY_SECRET,
      },
      body: raw ?? JSON.stringify(body),
    });
  const summary = (token?: string, query = '') =>
    shop.send<ClientEventSummary & ErrorBody>(
      'GET',
      `/client-events/summary${query}`,
      undefined,
      token,
    );
  const stored = () => shop.orm.em.fork().find(ClientEvent, {}, { orderBy: { id: 'asc' } });

  beforeAll(async () => {
    shop = await startTestShop(target, { trustProxy: 'loopback', proxySecret: PROXY_SECRET });
  });
  afterAll(() => shop?.close());

  it('keeps a good report, anonymous and with URLs cut at their query', async () => {
    const answer = await report({
      ...GOOD,
      message:
        'GET https://shop.example/api/reports/sales?from=2031-01-01&token=abc by ann@example.com',
    });
    expect(answer).toMatchObject({ status: 202, body: { message: 'Report received' } });
    const [event] = await stored();
    expect(event).toMatchObject({
      remote: 'reports',
      version: '0.1.0-3fa9c2d41b',
      kind: 'render_error',
      message: 'GET https://shop.example/api/reports/sales by [email]',
      requestId: 'browser-7f3a.1',
    });
  });

  it('refuses malformed bodies with 400 and keeps nothing of them', async () => {
    const before = (await stored()).length;
    const refusals: [unknown, string][] = [
      [{ ...GOOD, user_id: 4 }, 'Unknown field: user_id'],
      [{ ...GOOD, email: 'ann@example.com' }, 'Unknown field: email'],
      [{ ...GOOD, kind: 'crash' }, 'kind must be one of load_error, render_error'],
      [{ ...GOOD, remote: '../etc' }, "remote must be a remote's name"],
      [{ ...GOOD, request_id: 'a b<c>' }, 'request_id must be a request id'],
      [{ ...GOOD, message: '   ' }, 'message must not be empty'],
      [['a list'], 'Request body must be a JSON object'],
    ];
    for (const [body, error] of refusals)
      expect(await report(body)).toMatchObject({ status: 400, body: { error } });
    expect((await report(undefined, '192.0.2.10', '{"remote": ')).status).toBe(400);
    expect(await stored()).toHaveLength(before);
  });

  it('refuses a body above 4 KB with 413 before reading it', async () => {
    const big = { ...GOOD, message: 'x'.repeat(CLIENT_EVENT_MAX_BYTES) };
    expect(await report(big)).toMatchObject({
      status: 413,
      body: { error: expect.any(String) as string },
    });
  });

  it('counts reports per address and answers 429 with Retry-After past the limit', async () => {
    for (let i = 0; i < CLIENT_EVENT_LIMITS.perAddress.max; i++)
      expect((await report({ ...GOOD, kind: 'load_error' }, '198.51.100.9')).status).toBe(202);
    const refused = await report(GOOD, '198.51.100.9');
    expect(refused).toMatchObject({ status: 429, body: { error: TOO_MANY_CLIENT_EVENTS } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await report(GOOD, '198.51.100.10')).status).toBe(202);
  });

  it('gives the counts per remote and version to an admin only', async () => {
    expect(await summary()).toMatchObject({ status: 401 });
    expect(await summary(await signIn(shop, DEMO.staff))).toMatchObject({ status: 403 });
    const admin = await signIn(shop, DEMO.admin);
    await report({ ...GOOD, remote: 'account', version: '0.1.0-aaaaaaaaaa', kind: 'load_error' });

    const answer = await summary(admin);
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toEqual([
      {
        remote: 'account',
        version: '0.1.0-aaaaaaaaaa',
        load_errors: 1,
        render_errors: 0,
        first_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
        last_at: expect.any(String) as string,
      },
      expect.objectContaining({
        remote: 'reports',
        version: '0.1.0-3fa9c2d41b',
        load_errors: CLIENT_EVENT_LIMITS.perAddress.max,
        render_errors: 2,
      }),
    ]);
    expect((await summary(admin, '?since=2999-01-01T00:00:00Z')).body.counts).toEqual([]);
    expect(await summary(admin, '?since=yesterday')).toMatchObject({
      status: 400,
      body: { error: 'since must be an ISO 8601 instant' },
    });
  });
});
