import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { DatabaseSettings, Dialect } from '../../src/database/database-settings';
import { ormConfig } from '../../src/database/orm-config';

/** A fresh, empty database for one test file, and how to get rid of it. */
export interface ScratchDatabase {
  settings: DatabaseSettings;
  drop(): Promise<void>;
}

export interface DatabaseTarget {
  name: Dialect;
  create(): Promise<ScratchDatabase>;
}

/**
 * The databases every API test runs on: SQLite always, MySQL too when MYSQL_URL names a
 * server (e.g. mysql://root@127.0.0.1:3306), set by hand, by CI, or by the global setup
 * that starts a MySQL 8 container when Docker is reachable (mysql-source.js).
 */
export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [{ name: 'sqlite', create: createSqliteDatabase }];
  const serverUrl = process.env.MYSQL_URL?.trim();
  if (serverUrl) targets.push({ name: 'mysql', create: () => createMysqlDatabase(serverUrl) });
  return targets;
}

function createSqliteDatabase(): Promise<ScratchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-api-test-'));
  return Promise.resolve({
    settings: { dialect: 'sqlite', file: join(dir, 'shop.sqlite') },
    drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  });
}

async function createMysqlDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onMysqlServer(serverUrl, `create database \`${name}\``);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    settings: { dialect: 'mysql', url: url.toString() },
    drop: () => onMysqlServer(serverUrl, `drop database if exists \`${name}\``),
  };
}

/** Runs one statement against the server's own `mysql` schema, which always exists. */
async function onMysqlServer(serverUrl: string, statement: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/mysql';
  const orm = await MikroORM.init(ormConfig({ dialect: 'mysql', url: url.toString() }));
  try {
    await orm.em.getConnection().execute(statement);
  } finally {
    await orm.close();
  }
}
