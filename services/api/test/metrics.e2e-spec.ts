import type { FastifyInstance } from 'fastify';
import { METRICS_TOKEN_REQUIRED, METRICS_TOKEN_WRONG } from '../src/metrics/metrics-access';
import { buy, productInStock } from './purchases.fixtures';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

// docs/operations.md#metrics, docs/decisions/0100-metrics-and-traces-for-operations.md.
const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const OUTSIDE = '203.0.113.5';

describe.each(databaseTargets())('metrics on $name', (target) => {
  let shop: TestShop;
  let fastify: FastifyInstance;
  /** A scrape as it reaches the API's socket from `remoteAddress`. */
  const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
    fastify.inject({ method: 'GET', url: '/api/metrics', remoteAddress, headers });
  /** One series' value in the text format, or undefined when it is not there. */
  const valueOf = (text: string, series: string) => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  beforeAll(async () => {
    shop = await startTestShop(target, { metricsToken: TOKEN });
    fastify = shop.app.getHttpAdapter().getInstance();
  });
  afterAll(() => shop?.close());

  it('refuses a scrape from outside without the token (401) or with a wrong one (403)', async () => {
    const anonymous = await scrape(OUTSIDE);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: METRICS_TOKEN_REQUIRED });
    const wrong = await scrape(OUTSIDE, { authorization: `Bearer ${TOKEN.replace('0', '1')}` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: METRICS_TOKEN_WRONG });
    // A session's token is no metrics token.
    const session = await signIn(shop, DEMO.admin);
    expect((await scrape(OUTSIDE, { authorization: `Bearer ${session}` })).statusCode).toBe(403);
  });

  it('never lends a forwarded browser the address of the proxy in front', async () => {
    // No proxy is trusted here: a forwarded request from loopback or a private network is from a
    // browser somewhere, whatever address the connection has.
    for (const proxy of ['127.0.0.1', '10.0.0.7'])
      expect((await scrape(proxy, { 'x-forwarded-for': '10.1.2.3' })).statusCode).toBe(401);
  });

  it('answers the token from anywhere, and the internal network without one', async () => {
    const withToken = await scrape(OUTSIDE, { authorization: `Bearer ${TOKEN}` });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(withToken.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(withToken.body).toContain('process_cpu_user_seconds_total');
    for (const internal of ['127.0.0.1', '::1', '10.0.0.7', '172.20.1.1', '192.168.1.20'])
      expect((await scrape(internal)).statusCode).toBe(200);
    expect((await scrape('::ffff:192.168.1.20')).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, never by the URL', async () => {
    const series = (route: string, status: number) =>
      `http_request_duration_seconds_count{method="GET",route="${route}",status_code="${status}"}`;
    const before = (await scrape('127.0.0.1')).body;
    await shop.get('/products/1');
    await shop.get('/products/2');
    await shop.get('/products/999999');
    await shop.get('/no/such/page?id=7');
    const after = (await scrape('127.0.0.1')).body;

    const grew = (name: string) => (valueOf(after, name) ?? 0) - (valueOf(before, name) ?? 0);
    expect(grew(series('/api/products/:id', 200))).toBe(2);
    expect(grew(series('/api/products/:id', 404))).toBe(1);
    expect(grew(series('(unmatched)', 404))).toBe(1);
    expect(after).not.toContain('/api/products/1"');
    expect(after).not.toContain('/no/such/page');
    expect(after).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/products/:id"',
    );
  });

  it('counts sales by channel from the sale.recorded event', async () => {
    const series = 'fitshop_sales_total{channel="web"}';
    const before = valueOf((await scrape('127.0.0.1')).body, series) ?? 0;
    const customer = await signIn(shop, DEMO.customer);
    const product = await productInStock(shop, 2);
    expect((await buy(shop, customer, [{ product_id: product.id, quantity: 1 }])).status).toBe(201);
    const after = (await scrape('127.0.0.1')).body;
    expect(valueOf(after, series)).toBe(before + 1);
    expect(after).toContain('# TYPE fitshop_returns_total counter');
    expect(after).toContain('# TYPE fitshop_refunds_total counter');
  });
});
