import type { EntityManager } from '@mikro-orm/core';

/** What a write statement reports back. */
export interface WriteResult {
  affectedRows: number;
  insertId: number;
}

/**
 * Hand-written SQL that runs inside `em`'s transaction (when it has one), for the
 * hot paths where the ORM's query building and unit of work cost more than the
 * statements themselves (checkout: docs/bench-checkout.md). Write it in the SQL
 * both MySQL and SQLite speak; `?` parameters are escaped by the ORM's platform,
 * which also writes dates the way mapped entities do.
 */
export function readRows<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
}

export function write(em: EntityManager, sql: string, params: unknown[]): Promise<WriteResult> {
  return em.getConnection().execute(sql, params, 'run', em.getTransactionContext());
}

/** `(?, ?), (?, ?)` for a multi-row insert of `rows` rows of `columns` values. */
export function valueRows(rows: number, columns: number): string {
  const row = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
  return Array.from({ length: rows }, () => row).join(', ');
}
