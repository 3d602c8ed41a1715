import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REQUEST_ID_ATTRIBUTE } from '../src/tracing/start-tracing';
import { freePort } from './support/own-servers';

const API = resolve(__dirname, '../src/main.ts');
const REGISTER_TS = resolve(__dirname, 'support/register-ts.js');

/** The parts of an OTLP/HTTP JSON export this test reads. */
interface ExportedSpan {
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}
interface TraceExport {
  resourceSpans: { scopeSpans: { scope: { name: string }; spans: ExportedSpan[] }[] }[];
}

/**
 * A real API process with OTEL_EXPORTER_OTLP_ENDPOINT set, and a collector of the test's own on
 * loopback (docs/operations.md#tracing): a request's spans arrive over OTLP/HTTP, the server span
 * carrying the request id its answer and log line carry.
 */
describe('tracing', () => {
  let dataDir: string;
  let api: ChildProcess;
  let collector: Server;
  const exports: TraceExport[] = [];
  const logLines: Record<string, unknown>[] = [];
  let apiUrl = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-tracing-'));
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url === '/v1/traces') exports.push(JSON.parse(body) as TraceExport);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((done) => collector.listen(0, '127.0.0.1', done));
    const { port } = collector.address() as { port: number };
    const apiPort = await freePort();
    apiUrl = `http://127.0.0.1:${apiPort}`;
    api = spawn(process.execPath, ['-r', REGISTER_TS, API], {
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_FORMAT: 'json',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
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
    collector?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends a request's spans to the collector, tagged with its request id", async () => {
    const answer = await fetch(`${apiUrl}/api/categories`, {
      headers: { 'x-request-id': 'trace-me.1' },
    });
    expect(answer.headers.get('x-request-id')).toBe('trace-me.1');
    // Stopping sends the spans still held.
    const exited = new Promise<number | null>((done) => api.once('exit', done));
    api.kill('SIGTERM');
    expect(await exited).toBe(0);

    const scopes = exports.flatMap((sent) => sent.resourceSpans.flatMap((r) => r.scopeSpans));
    const tagged = scopes
      .flatMap((scope) => scope.spans)
      .filter((span) =>
        span.attributes.some(
          (attribute) =>
            attribute.key === REQUEST_ID_ATTRIBUTE && attribute.value.stringValue === 'trace-me.1',
        ),
      );
    expect(tagged).toHaveLength(1);
    expect(scopes.map((scope) => scope.scope.name)).toEqual(
      expect.arrayContaining([
        '@opentelemetry/instrumentation-http',
        '@opentelemetry/instrumentation-nestjs-core',
      ]),
    );
    expect(logLines).toContainEqual(
      expect.objectContaining({ requestId: 'trace-me.1', route: '/api/categories', status: 200 }),
    );
  }, 60_000);
});

async function waitUntil(condition: () => boolean, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the API');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
