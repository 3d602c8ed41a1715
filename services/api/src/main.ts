import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { readAuthSettings } from './auth/auth-settings';
import { readProxySettings, type ProxySettings } from './auth/client-address';
import { readApiDocsSetting } from './common/openapi';
import { readDatabaseSettings } from './database/database-settings';
import { readLogSettings } from './logging/log-settings';
import { readShopTimeZone } from './reports/shop-settings';
import { readRedisUrl } from './shared-state/shared-state-settings';
import { drainOnSignals, readShutdownGraceMs } from './shutdown';

function readPort(value: string | undefined): number {
  const port = Number(value ?? 3333);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

const proxyOptions = ({ trustProxy, secret }: ProxySettings) => ({
  trustProxy,
  proxySecret: secret,
});

/** `on` (the default when unset) or `off`. */
function readSwitch(name: string, value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() || 'on';
  if (text !== 'on' && text !== 'off') throw new Error(`${name} must be on or off, got "${value}"`);
  return text === 'on';
}

async function main(): Promise<void> {
  const port = readPort(process.env.PORT);
  const host = process.env.HOST ?? '0.0.0.0';
  const graceMs = readShutdownGraceMs(process.env.SHUTDOWN_GRACE_MS);
  const apiDocs = readApiDocsSetting();
  const app = await createApp(readDatabaseSettings(), readAuthSettings(), {
    logger: readLogSettings(),
    redisUrl: readRedisUrl(),
    // TRUST_PROXY and PROXY_SECRET (docs/architecture.md#sessions-limits-and-client-addresses).
    ...proxyOptions(readProxySettings()),
    productListCache: readSwitch('PRODUCT_LIST_CACHE', process.env.PRODUCT_LIST_CACHE),
    shopTimeZone: readShopTimeZone(process.env.SHOP_TIME_ZONE),
    apiDocs,
  });
  drainOnSignals(app, graceMs);
  await app.listen(port, host);
  new Logger('Api').log(
    `Listening on http://${host}:${port}/api` + (apiDocs ? ' (OpenAPI at /api/docs)' : ''),
  );
}

main().catch((error: unknown) => {
  new Logger('Api').error('Failed to start', error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
