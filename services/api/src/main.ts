import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { authSettings } from './auth/auth-settings';
import { logStartFailure } from './config/config-error';
import { loadConfig } from './config/load-config';
import { drainOnSignals } from './shutdown';
import type { Tracing } from './tracing/start-tracing';

// Loaded by `require` on purpose, when needed and in this order: a static import would load
// OpenTelemetry on every start, or the app before tracing could wrap its modules.
type TracingModule = typeof import('./tracing/start-tracing');
type AppModuleFile = typeof import('./app');

/**
 * Tracing, when configured, starts before the app's modules are loaded (so its instrumentations
 * can wrap http, Nest and mysql2 as they load); unconfigured, OpenTelemetry is never loaded
 * (docs/operations.md#tracing).
 */
function startTracingIf(endpoint: string | null): Tracing | null {
  if (!endpoint) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
  const { startTracing } = require('./tracing/start-tracing') as TracingModule;
  return startTracing(endpoint);
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const tracing = startTracingIf(config.otlpEndpoint);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- after tracing has started
  const { createApp } = require('./app') as AppModuleFile;
  const app = await createApp(config.database, authSettings(config), {
    logger: config.log,
    redisUrl: config.redisUrl,
    // TRUST_PROXY and PROXY_SECRET (docs/architecture.md#sessions-limits-and-client-addresses).
    trustProxy: config.proxy.trustProxy,
    proxySecret: config.proxy.secret,
    productListCache: config.productListCache,
    shopTimeZone: config.shopTimeZone,
    apiDocs: config.apiDocs,
    dataDir: config.dataDir,
    metricsToken: config.metricsToken,
    mail: config.mail,
    demoPictures: true,
    payments: config.payments,
    releases: config.releases,
  });
  // Said once the app's logger is in place, so the line is in the log's own format.
  if (tracing) new Logger('Tracing').log(`Sending traces to ${config.otlpEndpoint}/v1/traces`);
  drainOnSignals(app, config.shutdownGraceMs, () => tracing?.shutdown() ?? Promise.resolve());
  await app.listen(config.port, config.host);
  new Logger('Api').log(
    `Listening on http://${config.host}:${config.port}/api` +
      (config.apiDocs ? ' (OpenAPI at /api/docs)' : ''),
  );
}

main().catch((error: unknown) => {
  logStartFailure(new Logger('Api'), 'Failed to start', error);
  process.exit(1);
});
