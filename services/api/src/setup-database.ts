import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { logStartFailure } from './config/config-error';
import { loadConfig } from './config/load-config';
import { describeDatabase } from './database/database-settings';
import { ormConfig } from './database/orm-config';
import { prepareDatabase } from './database/prepare-database';

/** Migrates and, on an empty database, seeds; then exits. The API does the same at boot. */
async function setupDatabase(): Promise<void> {
  const { database, shopTimeZone } = loadConfig(process.env);
  const logger = new Logger('Database');
  logger.log(`Using ${describeDatabase(database)}`);
  const orm = await MikroORM.init(ormConfig(database));
  try {
    await prepareDatabase(orm, shopTimeZone, logger);
  } finally {
    await orm.close();
  }
}

setupDatabase().catch((error: unknown) => {
  logStartFailure(new Logger('Database'), 'Database setup failed', error);
  process.exit(1);
});
