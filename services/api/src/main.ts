import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { readAuthSettings } from './auth/auth-settings';
import { readDatabaseSettings } from './database/database-settings';
import { readShopTimeZone } from './reports/shop-settings';

function readPort(value: string | undefined): number {
  const port = Number(value ?? 3333);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

/** `true`, a hop count, or addresses/CIDRs such as `loopback` or `10.0.0.0/8`; unset trusts none. */
function readTrustProxy(value: string | undefined): boolean | string | number {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** `on` (the default when unset) or `off`. */
function readSwitch(name: string, value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() || 'on';
  if (text !== 'on' && text !== 'off') throw new Error(`${name} must be on or off, got "${value}"`);
  return text === 'on';
}

async function main(): Promise<void> {
  const port = readPort(process.env.PORT);
  const host = process.env.HOST ?? '0.0.0.0';
  const app = await createApp(readDatabaseSettings(), readAuthSettings(), {
    trustProxy: readTrustProxy(process.env.TRUST_PROXY),
    productListCache: readSwitch('PRODUCT_LIST_CACHE', process.env.PRODUCT_LIST_CACHE),
    shopTimeZone: readShopTimeZone(process.env.SHOP_TIME_ZONE),
  });
  app.enableShutdownHooks();
  await app.listen(port, host);
  new Logger('Api').log(`Listening on http://${host}:${port}/api (OpenAPI at /api/docs)`);
}

main().catch((error: unknown) => {
  new Logger('Api').error('Failed to start', error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
