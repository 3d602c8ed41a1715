import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { describeDatabase, readDatabaseSettings } from './database/database-settings';
import { ormConfig } from './database/orm-config';
import { prepareDatabase } from './database/prepare-database';

/** Migrates and, on an empty database, seeds; then exits. The API does the same at boot. */
async function setupDatabase(): Promise<void> {
  const settings = readDatabaseSettings();
  const logger = new Logger('Database');
  logger.log(`Using ${describeDatabase(settings)}`);
  const orm = await MikroORM.init(ormConfig(settings));
  try {
    await prepareDatabase(orm, logger);
  } finally {
    await orm.close();
  }
}

setupDatabase().catch((error: unknown) => {
  new Logger('Database').error(
    'Database setup failed',
    error instanceof Error ? error.stack : String(error),
  );
  process.exit(1);
});
