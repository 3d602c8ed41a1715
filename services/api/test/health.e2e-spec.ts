import type { HealthStatus } from '@shop/contracts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

describe.each(databaseTargets())('health and docs on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(target);
  });
  afterAll(() => shop?.close());

  it('reports the database up', async () => {
    const { status, body } = await shop.get<HealthStatus>('/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers liveness and readiness apart', async () => {
    expect(await shop.get('/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await shop.get('/health/ready')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'up' },
    });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const document = await shop.get<{ openapi: string; paths: Record<string, unknown> }>(
      '/docs/json',
    );
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/categories',
        '/api/products',
        '/api/products/{id}',
      ]),
    );
    const ui = await fetch(`${shop.baseUrl}/docs`);
    expect(ui.status).toBe(200);
    expect(ui.headers.get('content-type')).toContain('text/html');
  });

  it('serves neither the document nor its UI when the docs are off (production without API_DOCS=public)', async () => {
    const hidden = await startTestShop(target, { apiDocs: false });
    try {
      for (const path of ['/docs', '/docs/json', '/docs/yaml', '/docs/static/index.html'])
        expect(await hidden.get(path)).toMatchObject({ status: 404, body: { error: 'Not found' } });
      expect((await hidden.get('/health')).status).toBe(200);
    } finally {
      await hidden.close();
    }
  });

  // Last: it takes the database away from this app.
  it('answers 503 with an error body when the database is gone', async () => {
    await shop.orm.close(true);
    const { status, body } = await shop.get<HealthStatus>('/health');
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'error', database: 'down' });
    expect(body.status === 'error' && body.error.length > 0).toBe(true);
    // Alive all the same: restarting the process would not bring the database back.
    expect((await shop.get('/health/live')).status).toBe(200);
    expect((await shop.get('/health/ready')).status).toBe(503);
  });
});
