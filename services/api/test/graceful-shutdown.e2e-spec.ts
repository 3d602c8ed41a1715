import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO } from './support/accounts';
import { freePort } from './support/own-servers';

const API = resolve(__dirname, '../src/main.ts');
const REGISTER_TS = resolve(__dirname, 'support/register-ts.js');

/**
 * SIGTERM to a real API process while a request is still arriving
 * (docs/operations.md#outages-shutdown-and-logs). The slow request is a client sending its body in
 * two parts a second apart: no code path exists only for the test, and the server cannot answer
 * before the body ends.
 */
describe('graceful shutdown', () => {
  let dataDir: string;
  let api: ChildProcess;
  let port: number;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-shutdown-'));
    port = await freePort();
    api = spawn(process.execPath, ['-r', REGISTER_TS, API], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_FORMAT: 'json',
        SHUTDOWN_GRACE_MS: '10000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let rest = '';
    api.stdout!.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop()!;
      for (const line of lines) logLines.push(JSON.parse(line) as Record<string, unknown>);
    });
    await waitUntil(() => logLines.some((line) => String(line.msg).startsWith('Listening on')));
  }, 60_000);
  afterAll(() => {
    if (api.exitCode === null) api.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new ones, and exits 0', async () => {
    const body = JSON.stringify(DEMO.customer);
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; text: string }>((done, fail) => {
      const slow = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => done({ status: response.statusCode!, text }));
        },
      );
      slow.on('error', fail);
      slow.write(body.slice(0, half));
      // The rest follows once the API has begun to drain.
      void waitUntil(() => logLines.some((line) => String(line.msg).startsWith('Draining'))).then(
        () => setTimeout(() => slow.end(body.slice(half)), 1_000),
      );
    });
    const exited = new Promise<number | null>((done) => api.once('exit', done));
    // The request has arrived (its headers and half its body) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    api.kill('SIGTERM');
    await waitUntil(() => logLines.some((line) => String(line.msg).startsWith('Draining')));
    await expect(fetch(`http://127.0.0.1:${port}/api/health/live`)).rejects.toThrow();

    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ access_token: expect.any(String) as string });
    expect(await exited).toBe(0);
    const messages = logLines.map((line) => String(line.msg));
    expect(messages.indexOf('Stopped')).toBeGreaterThan(
      logLines.findIndex((line) => line.route === '/api/auth/login' && line.status === 200),
    );
  });
});

async function waitUntil(check: () => boolean, seconds = 45): Promise<void> {
  for (let attempt = 0; attempt < seconds * 20; attempt++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`condition not met within ${seconds} s`);
}
