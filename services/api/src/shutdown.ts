import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { HealthService } from './health/health.service';

/** Keep-alive connections left idle while draining are closed this often. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops the API without cutting a request off (docs/operations.md#outages-shutdown-and-logs):
 * readiness answers 503 at once, so a load balancer stops sending; the listener closes, so no new
 * connection is taken; requests in flight finish, for up to `graceMs`, after which their
 * connections are cut; then the database pool and Redis close. Nest's own `close()` would
 * close the pool first and the server last, failing whatever was still running.
 */
export async function drainAndClose(app: NestFastifyApplication, graceMs: number): Promise<void> {
  const logger = new Logger('Shutdown');
  app.get(HealthService).startDraining();
  logger.log(`Draining: requests in flight have up to ${graceMs} ms`);
  const server: Server = app.getHttpServer();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => {
    logger.warn('Grace time over: cutting the connections still open');
    server.closeAllConnections();
  }, graceMs);
  try {
    await app.getHttpAdapter().getInstance().close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
  await app.close();
  logger.log('Stopped');
}

/**
 * On SIGTERM (or Ctrl-C), drain, run `afterClose` (tracing sends its last spans) and exit 0; a
 * second signal exits at once.
 */
export function drainOnSignals(
  app: NestFastifyApplication,
  graceMs: number,
  afterClose: () => Promise<void> = () => Promise.resolve(),
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    new Logger('Shutdown').log(`${signal} received`);
    drainAndClose(app, graceMs)
      .then(afterClose)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          new Logger('Shutdown').error(
            'Failed to stop cleanly',
            error instanceof Error ? error.stack : String(error),
          );
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
