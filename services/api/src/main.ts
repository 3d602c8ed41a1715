import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { authSettings } from './auth/auth-settings';
import { logStartFailure } from './config/config-error';
import { loadConfig } from './config/load-config';
import { drainOnSignals } from './shutdown';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
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
    demoPictures: true,
  });
  drainOnSignals(app, config.shutdownGraceMs);
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
