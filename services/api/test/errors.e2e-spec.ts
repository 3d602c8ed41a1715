import { connect } from 'node:net';
import type { AuthResponse } from '@shop/contracts';
import { BODY_LIMIT_BYTES } from '../src/app';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type ApiResponse, type TestShop } from './support/test-shop';

const expectErrorBody = (response: ApiResponse<unknown>, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = response.body as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error === 'string' && body.error.length > 0).toBe(true);
};

/** Sends `request` as it is, bytes no HTTP client would send, and reads the answer to the close. */
const sendRaw = (baseUrl: string, request: string) =>
  new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });

describe.each(databaseTargets())('error contract on $name', (target) => {
  let shop: TestShop;
  // The body checks run on a real body route; none of these bodies reaches the password check.
  const post = (body: string, contentType = 'application/json') =>
    shop.request('/auth/login', { method: 'POST', headers: { 'content-type': contentType }, body });

  beforeAll(async () => {
    shop = await startTestShop(target);
  });
  afterAll(() => shop?.close());

  it('accepts a well-formed JSON body', async () => {
    const response = await post(JSON.stringify(DEMO.customer));
    expect(response.status).toBe(200);
    expect((response.body as AuthResponse).user.username).toBe('customer');
  });

  it('answers a JSON body of the wrong shape with 400 and the first message', async () => {
    for (const body of ['[]', '"text"', '{}']) expectErrorBody(await post(body), 400);
    expect((await post('{"password":"x"}')).body).toEqual({
      error: 'Username or email is required',
    });
  });

  it('answers unknown routes with 404 JSON, inside and outside /api', async () => {
    expectErrorBody(await shop.get('/no-such-route'), 404);
    expect((await shop.get('/no-such-route')).body).toEqual({ error: 'Not found' });
    expectErrorBody(await shop.request('/products/1/nothing', { method: 'DELETE' }), 404);
    const outside = await fetch(shop.baseUrl.replace(/\/api$/, '/elsewhere'));
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ error: 'Not found' });
  });

  it('answers a malformed URL with 400 JSON', async () => {
    expectErrorBody(await shop.get('/products/%ZZ'), 400);
  });

  it('knows an id by one spelling only: leading zeros are 400, not another name', async () => {
    const staff = await signIn(shop, DEMO.staff);
    expect((await shop.get('/products/1')).status).toBe(200);
    expect((await shop.send('GET', '/suppliers/1', undefined, staff)).status).toBe(200);
    for (const id of ['01', '001', '0', '+1'])
      for (const response of [
        await shop.get(`/products/${id}`),
        await shop.send('GET', `/suppliers/${id}`, undefined, staff),
      ])
        expect(response).toMatchObject({
          status: 400,
          body: { error: 'id must be a positive integer' },
        });
  });

  it('answers malformed JSON with 400', async () => {
    expectErrorBody(await post('{"hello": '), 400);
    expectErrorBody(await post(''), 400);
  });

  it('answers an oversized body with 413', async () => {
    expectErrorBody(await post(JSON.stringify({ blob: 'x'.repeat(BODY_LIMIT_BYTES) })), 413);
  });

  it('answers a body that is not JSON with 415', async () => {
    expectErrorBody(await post('hello', 'text/plain'), 415);
    expectErrorBody(await post('a=1', 'application/x-www-form-urlencoded'), 415);
  });

  it('answers what the HTTP parser refuses with the same JSON body', async () => {
    const cases: [string, number][] = [
      [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      [
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: abc\r\n\r\n{}',
        400,
      ],
      [
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
        400,
      ],
      ['GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ];
    for (const [request, status] of cases) {
      const answer = await sendRaw(shop.baseUrl, request);
      expect(answer.status).toBe(status);
      expect(answer.headers).toContain('content-type: application/json');
      const body = JSON.parse(answer.body) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['error']);
      expect(typeof body.error === 'string' && body.error.length > 0).toBe(true);
    }
  });

  it('answers bad query values with 400 and a message naming the field', async () => {
    const cases: Record<string, RegExp> = {
      '/products/?page=-1': /page/,
      '/products/?page=1.5': /page/,
      '/products/?per_page=abc': /per_page/,
      '/products/?min_price=x': /min_price/,
      '/products/?max_price=-3': /max_price/,
      '/products/?category_id=men': /category_id/,
      '/products/?size=HUGE': /size/,
      '/products/?in_stock_only=perhaps': /in_stock_only/,
    };
    for (const [path, field] of Object.entries(cases)) {
      const response = await shop.get<{ error: string }>(path);
      expectErrorBody(response, 400);
      expect(response.body.error).toMatch(field);
    }
  });

  it('leaves empty filters out instead of rejecting them', async () => {
    expect((await shop.get('/products/?search=&size=&min_price=&in_stock_only=')).status).toBe(200);
  });
});
