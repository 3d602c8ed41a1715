import { copyFileSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import type { DatabaseSettings } from '../../src/database/database-settings';
import { ormConfig } from '../../src/database/orm-config';
import { prepareDatabase } from '../../src/database/prepare-database';

/**
 * Most test shops start as the demo shop: migrated, seeded in the shop's time zone and its rollups
 * summed, the same work every time (about 2 s on SQLite, 10-30 s on a busy MariaDB). The first such
 * shop of a Jest run in a time zone makes that database once, a template, and every later one in
 * that zone starts from a copy of it
 * (docs/performance.md#the-test-shops-seeded-copy): on SQLite a copy of the file, on MySQL each
 * table made as the template's `show create table` says and filled from it, then its triggers.
 *
 * The template is the run's: named after the Jest process that started the workers, made again
 * when older than MAX_AGE_MS (so the demo's purchases stay as near "now" as a fresh seed's), and
 * the templates of earlier runs are removed when a new one is made.
 */
const MAX_AGE_MS = 20 * 60_000;
const templateName = (timeZone: string) =>
  `shop_test_seeded_${process.ppid}_${timeZone.replace(/[^A-Za-z0-9]/g, '_').toLowerCase()}`;
const SILENT = { log: () => undefined } as unknown as Logger;

/**
 * Fills the database `settings` names with a freshly seeded demo shop in `timeZone` (an IANA name
 * as the platform spells it) when it is new and empty; one a test opens again (a second instance,
 * a restart) is left as it is, as a start would leave it.
 */
export async function copySeededDemo(settings: DatabaseSettings, timeZone: string): Promise<void> {
  if (settings.dialect === 'sqlite') {
    if (!existsSync(settings.file)) copyFileSync(await sqliteTemplate(timeZone), settings.file);
  } else await copyMysqlTemplate(settings.url, timeZone);
}

async function seed(settings: DatabaseSettings, timeZone: string): Promise<void> {
  const orm = await MikroORM.init(ormConfig(settings));
  try {
    await prepareDatabase(orm, timeZone, SILENT);
  } finally {
    await orm.close();
  }
}

const isStale = (madeAt: number) => Date.now() - madeAt >= MAX_AGE_MS;

async function sqliteTemplate(timeZone: string): Promise<string> {
  const template = join(tmpdir(), `${templateName(timeZone)}.sqlite`);
  if (existsSync(template) && !isStale(statSync(template).mtimeMs)) return template;
  for (const name of readdirSync(tmpdir()).filter((file) => file.startsWith('shop_test_seeded_'))) {
    const file = join(tmpdir(), name);
    if (isStale(statSync(file).mtimeMs)) rmSync(file, { force: true });
  }
  // Made under another name and renamed, so another worker never copies half a file.
  const making = `${template}.${process.pid}`;
  await seed({ dialect: 'sqlite', file: making }, timeZone);
  renameSync(making, template);
  return template;
}

/** The workers of one run share the template; a lock on the server lets one make it at a time. */
async function copyMysqlTemplate(databaseUrl: string, timeZone: string): Promise<void> {
  const template = templateName(timeZone);
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.slice(1));
  const connection = await createConnection({ uri: databaseUrl });
  try {
    await connection.query('select get_lock(?, 300)', [template]);
    try {
      const [[opened]] = await connection.query<RowDataPacket[]>(
        'select count(*) as tables from information_schema.tables where table_schema = ?',
        [database],
      );
      if (Number(opened!.tables) > 0) return;
      if (!(await isFreshTemplate(connection, template))) {
        await dropStaleTemplates(connection, template);
        await connection.query(`create database \`${template}\``);
        url.pathname = `/${template}`;
        await seed({ dialect: 'mysql', url: url.toString() }, timeZone).catch(
          async (error: unknown) => {
            await connection.query(`drop database \`${template}\``);
            throw error;
          },
        );
      }
      await copyTables(connection, template, database);
    } finally {
      await connection.query('select release_lock(?)', [template]);
    }
  } finally {
    await connection.end();
  }
}

/** A template's age is its migrations table's: the first table the migrator makes. */
async function templatesMadeAt(connection: Connection): Promise<Map<string, number>> {
  const [rows] = await connection.query<RowDataPacket[]>(
    "select table_schema as name, create_time as made from information_schema.tables where table_schema like 'shop\\_test\\_seeded\\_%' and table_name = 'mikro_orm_migrations'",
  );
  return new Map(rows.map((row) => [row.name as string, new Date(row.made as Date).getTime()]));
}

async function isFreshTemplate(connection: Connection, template: string): Promise<boolean> {
  const madeAt = (await templatesMadeAt(connection)).get(template);
  return madeAt !== undefined && !isStale(madeAt);
}

async function dropStaleTemplates(connection: Connection, template: string): Promise<void> {
  await connection.query(`drop database if exists \`${template}\``);
  for (const [name, madeAt] of await templatesMadeAt(connection))
    if (isStale(madeAt)) await connection.query(`drop database if exists \`${name}\``);
}

/** On `connection`, which is in the new database: unqualified names (and foreign keys) are its. */
async function copyTables(
  connection: Connection,
  template: string,
  database: string,
): Promise<void> {
  const [tables] = await connection.query<RowDataPacket[]>(
    "select table_name as name from information_schema.tables where table_schema = ? and table_type = 'BASE TABLE'",
    [template],
  );
  await connection.query('set foreign_key_checks = 0');
  try {
    for (const { name } of tables as { name: string }[]) {
      const [[created]] = await connection.query<RowDataPacket[]>(
        `show create table \`${template}\`.\`${name}\``,
      );
      await connection.query(created!['Create Table'] as string);
      // Generated columns (the stored stock state) are computed again, not copied.
      const [columns] = await connection.query<RowDataPacket[]>(
        "select column_name as name from information_schema.columns where table_schema = ? and table_name = ? and extra not like '%GENERATED%' order by ordinal_position",
        [template, name],
      );
      const list = (columns as { name: string }[]).map((column) => `\`${column.name}\``).join(', ');
      await connection.query(
        `insert into \`${database}\`.\`${name}\` (${list}) select ${list} from \`${template}\`.\`${name}\``,
      );
    }
  } finally {
    await connection.query('set foreign_key_checks = 1');
  }
  // After the rows, so the copy's inserts do not fire them (the orders desk's kept counts are
  // copied as they are).
  const [triggers] = await connection.query<RowDataPacket[]>(
    'select trigger_name as name from information_schema.triggers where trigger_schema = ?',
    [template],
  );
  for (const { name } of triggers as { name: string }[]) {
    const [[trigger]] = await connection.query<RowDataPacket[]>(
      `show create trigger \`${template}\`.\`${name}\``,
    );
    await connection.query(trigger!['SQL Original Statement'] as string);
  }
}
