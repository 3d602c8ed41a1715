import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ReflectMetadataProvider, type Options } from '@mikro-orm/core';
import { LibSqlDriver } from '@mikro-orm/libsql';
import { Migrator } from '@mikro-orm/migrations';
import { ACQUIRE_TIMEOUT_MS, CONNECT_TIMEOUT_MS } from './database-unavailable';
import type { DatabaseSettings } from './database-settings';
import { StyleWordsSubscriber } from '../catalog/search/style-words.subscriber';
import { ENTITIES } from './entities';
import { MySqlOrMariaDbDriver } from './mysql-driver';

/** Migrations are generated per dialect; each database reads only its own folder. */
export function migrationsFolder(settings: DatabaseSettings): string {
  return join(__dirname, 'migrations', settings.dialect);
}

export function ormConfig(settings: DatabaseSettings): Options {
  const folder = migrationsFolder(settings);
  const common: Options = {
    entities: ENTITIES,
    subscribers: [new StyleWordsSubscriber()],
    // Decorator metadata instead of ts-morph: no .d.ts files needed in dist, faster start.
    metadataProvider: ReflectMetadataProvider,
    discovery: { disableDynamicFileAccess: true },
    metadataCache: { enabled: false },
    extensions: [Migrator],
    // Run from the sources (Jest), the migrations are the .ts files; without this the
    // migrator finds none.
    preferTs: __filename.endsWith('.ts'),
    migrations: {
      path: folder,
      pathTs: folder,
      glob: '!(*.d).{js,ts}',
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      // prepareDatabase logs one line per run instead.
      silent: true,
    },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    // With read replicas configured (DATABASE_REPLICA_URLS), reads still go to the primary
    // unless they ask for `connectionType: 'read'`: the stock path reads what it is about
    // to change, and a replica lags (docs/scaling.md).
    preferReadReplicas: false,
  };
  if (settings.dialect === 'mysql') {
    return {
      ...common,
      driver: MySqlOrMariaDbDriver,
      clientUrl: settings.url,
      replicas: settings.replicaUrls?.map((url) => ({ clientUrl: url })),
      // A server that is down must fail a request within seconds, not knex's minute:
      // the answer is then 503 and the pool reconnects by itself
      // (docs/decisions/0057-a-database-outage-answers-503.md).
      driverOptions: {
        acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
        connection: { connectTimeout: CONNECT_TIMEOUT_MS },
      },
      // MySQL commits implicitly around DDL, so a migration transaction would only pretend.
      migrations: { ...common.migrations, transactional: false, allOrNothing: false },
    };
  }
  mkdirSync(dirname(settings.file), { recursive: true });
  return {
    ...common,
    driver: LibSqlDriver,
    dbName: settings.file,
    discovery: {
      ...common.discovery,
      // MikroORM cannot read CHECK constraints back from SQLite, so with them in the
      // metadata every schema diff would re-add them. The SQLite migrations create
      // them (write them by hand into a new table's migration); the metadata omits them.
      onMetadata: (meta) => {
        meta.checks = [];
        // SQLite cannot add a NOT NULL reference column to a table that has rows, and
        // rebuilding `product` would mean switching foreign keys off mid-migration. The column
        // stays nullable there; the entity and MySQL require it, and every write sets it.
        const style = meta.className === 'Product' ? meta.properties.style : undefined;
        if (style) style.nullable = true;
      },
    },
  };
}
