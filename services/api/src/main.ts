import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { readDatabaseSettings } from './database/database-settings';

function readPort(value: string | undefined): number {
  const port = Number(value ?? 3333);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

async function main(): Promise<void> {
  const port = readPort(process.env.PORT);
  const host = process.env.HOST ?? '0.0.0.0';
  const app = await createApp(readDatabaseSettings());
  app.enableShutdownHooks();
  await app.listen(port, host);
  new Logger('Api').log(`Listening on http://${host}:${port}/api (OpenAPI at /api/docs)`);
}

main().catch((error: unknown) => {
  new Logger('Api').error('Failed to start', error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
