import type { EntityClass, EntityManager, Platform } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/knex';

/** What a write statement reports back. */
export interface WriteResult {
  affectedRows: number;
  insertId: number;
}

/** One statement and its `?` parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Hand-written statements that all run in one open transaction. */
export interface SqlTransaction {
  rows<T>(sql: string, params: unknown[]): Promise<T[]>;
  write(sql: string, params: unknown[]): Promise<WriteResult>;
  /**
   * Writes that need nothing from one another, run one after another in the order
   * given. On MySQL each is sent from the driver's callback for the one before, with
   * no trip through promises in between. Resolves to their results in order; the
   * first failure stops the rest and rejects.
   */
  writeAll(statements: readonly Statement[]): Promise<WriteResult[]>;
}

/**
 * Runs `work` in one transaction of hand-written SQL, for the hot paths where the
 * ORM's query building and unit of work cost more than the statements themselves
 * (checkout: docs/bench-checkout.md). Write it in the SQL both MySQL and SQLite
 * speak; `?` parameters are escaped by the ORM's platform, which also writes dates
 * the way mapped entities do. Commits when `work` resolves, rolls back when it throws.
 *
 * On MySQL the statements go straight to a connection borrowed from the ORM's own
 * pool: the ORM's transaction wrapper (knex's) costs about four times the CPU of
 * `begin` and `commit` themselves, and each statement through it about twice. The
 * embedded SQLite database keeps the ORM's path, which is already cheap there.
 */
export function inSqlTransaction<T>(
  em: EntityManager,
  work: (sql: SqlTransaction) => Promise<T>,
): Promise<T> {
  const client = mySqlPool(em);
  if (!client) return em.fork().transactional((tx) => work(ormStatements(tx)));
  return onPooledConnection(client, em.getPlatform(), async ({ run, runEach }) => {
    await run('begin');
    try {
      const result = await work({
        rows: (sql, params) => run(sql, params) as Promise<never>,
        write: async (sql, params) => writeResult(await run(sql, params)),
        writeAll: async (statements) => (await runEach(statements)).map(writeResult),
      });
      await run('commit');
      return result;
    } catch (error) {
      // A connection that failed outright is dropped by the pool on release.
      await run('rollback').catch(() => undefined);
      throw error;
    }
  });
}

/** One hand-written read outside any transaction, on the same path as `inSqlTransaction`. */
export function selectRows<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const client = mySqlPool(em);
  if (!client) return em.getConnection().execute(sql, params, 'all');
  return onPooledConnection(
    client,
    em.getPlatform(),
    ({ run }) => run(sql, params) as Promise<T[]>,
  );
}

/** The columns an entity loads by default (lazy ones, such as a password hash, left out). */
export function loadedColumns(em: EntityManager, entity: EntityClass<object>): string[] {
  return Object.values(em.getMetadata().get(entity.name).properties)
    .filter((property) => !property.lazy && property.persist !== false)
    .flatMap((property) => property.fieldNames ?? []);
}

/** `(?, ?), (?, ?)` for a multi-row insert of `rows` rows of `columns` values. */
export function valueRows(rows: number, columns: number): string {
  const row = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
  return Array.from({ length: rows }, () => row).join(', ');
}

/**
 * The same statements on the ORM's own transaction: what the embedded SQLite database
 * uses for `inSqlTransaction`, and how the stock ledger writes when its caller works in
 * `em.transactional` (inventory/stock-ledger-rows.ts). `tx` must be inside that transaction.
 */
export function ormStatements(tx: EntityManager): SqlTransaction {
  const connection = tx.getConnection();
  const context: unknown = tx.getTransactionContext();
  const write = (sql: string, params: unknown[]): Promise<WriteResult> =>
    connection.execute(sql, params, 'run', context);
  return {
    rows: (sql, params) => connection.execute(sql, params, 'all', context),
    write,
    writeAll: async (statements) => {
      const results: WriteResult[] = [];
      for (const { sql, params } of statements) results.push(await write(sql, params));
      return results;
    },
  };
}

/** The part of knex's client that lends out the pool's driver connections. */
interface PoolClient {
  driverName: string;
  acquireConnection(): Promise<MySqlDriverConnection>;
  releaseConnection(connection: MySqlDriverConnection): Promise<unknown>;
}

/** mysql2's callback connection, as knex pools it. */
interface MySqlDriverConnection {
  query(sql: string, done: (error: Error | null, result: unknown) => void): void;
}

/** Knex's client for the ORM's pool when the database is MySQL, else null. */
function mySqlPool(em: EntityManager): PoolClient | null {
  const client = (em.getConnection() as AbstractSqlConnection).getKnex().client as PoolClient;
  return client.driverName === 'mysql2' ? client : null;
}

/** What mysql2 answers to a write; only these two fields are kept. */
function writeResult(result: unknown): WriteResult {
  const { affectedRows, insertId } = result as WriteResult;
  return { affectedRows, insertId };
}

/** Statements on one borrowed connection. */
interface PooledStatements {
  run: (sql: string, params?: unknown[]) => Promise<unknown>;
  /**
   * Each statement sent from mysql2's callback for the one before (a process tick
   * after its answer, no promise in between), stopping at the first failure. Never
   * queue them all up front: after a deadlock MySQL has already rolled the transaction
   * back, and statements still queued would then run, and commit, outside it.
   */
  runEach: (statements: readonly Statement[]) => Promise<unknown[]>;
}

/** Lends `work` one connection of the pool to run statements on, and always takes it back. */
async function onPooledConnection<T>(
  client: PoolClient,
  platform: Platform,
  work: (statements: PooledStatements) => Promise<T>,
): Promise<T> {
  const connection = await client.acquireConnection();
  const send = (
    sql: string,
    params: unknown[],
    done: (error: Error | null, result: unknown) => void,
  ) => connection.query(platform.formatQuery(sql, params), done);
  const statements: PooledStatements = {
    run: (sql, params = []) =>
      new Promise((resolve, reject) =>
        send(sql, params, (error, result) => (error ? reject(error) : resolve(result))),
      ),
    runEach: (list) =>
      new Promise((resolve, reject) => {
        const results: unknown[] = [];
        const next = (): void => {
          const statement = list[results.length];
          if (!statement) return resolve(results);
          send(statement.sql, statement.params, (error, result) => {
            if (error) return reject(error);
            results.push(result);
            next();
          });
        };
        next();
      }),
  };
  try {
    return await work(statements);
  } finally {
    await client.releaseConnection(connection);
  }
}
