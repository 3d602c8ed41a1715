/**
 * Generates the next migration of one dialect from the entities, into src:
 *   npm run migration:create -w @shop/api                       # SQLite (scratch file)
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/scratch npm run migration:create -w @shop/api
 * The MySQL database must be an empty scratch one: it is migrated to diff against.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { loadConfig } from '../config/load-config';
import { describeDatabase, type DatabaseSettings } from './database-settings';
import { ormConfig } from './orm-config';

async function createMigration(): Promise<void> {
  const scratchDir = mkdtempSync(join(tmpdir(), 'shop-migration-'));
  const fromEnv = loadConfig(process.env).database;
  const settings: DatabaseSettings =
    fromEnv.dialect === 'mysql'
      ? fromEnv
      : { dialect: 'sqlite', file: join(scratchDir, 'scratch.sqlite') };
  console.log(`Diffing the entities against ${describeDatabase(settings)}`);
  const orm = await MikroORM.init(ormConfig(settings));
  try {
    const migrator = orm.getMigrator();
    await migrator.up();
    // Runs from dist, but the new file belongs with the sources.
    const target = resolve(__dirname, '../../src/database/migrations', settings.dialect);
    const { fileName } = await migrator.createMigration(target);
    console.log(
      fileName ? `Created ${join(target, fileName)}` : 'Schema is up to date: no migration needed',
    );
  } finally {
    await orm.close();
    rmSync(scratchDir, { recursive: true, force: true });
  }
}

createMigration().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
