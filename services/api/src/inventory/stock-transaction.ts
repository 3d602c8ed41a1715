import { DeadlockException, LockWaitTimeoutException, type EntityManager } from '@mikro-orm/core';
import { inSqlTransaction, type SqlTransaction } from '../database/sql';

/** MySQL's deadlock (1213) and lock wait timeout (1205) errors. */
const RETRYABLE_MYSQL_ERRNOS = new Set([1213, 1205]);
export const STOCK_TRANSACTION_ATTEMPTS = 4;

/**
 * True for a failure that says nothing about the request, only about timing: the
 * database chose this transaction as a deadlock victim, a lock wait ran out, or
 * SQLite was busy. Running the same work again is then safe and usually succeeds.
 */
export function isRetryableConflict(error: unknown): boolean {
  if (error instanceof DeadlockException || error instanceof LockWaitTimeoutException) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { errno, code } = error as { errno?: unknown; code?: unknown };
  return (
    (typeof errno === 'number' && RETRYABLE_MYSQL_ERRNOS.has(errno)) ||
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_LOCKED'
  );
}

/** A short random pause that grows with each attempt, so retried rivals do not collide again. */
export function retryDelayMs(attempt: number, random = Math.random): number {
  return Math.round((10 + random() * 20) * 2 ** (attempt - 1));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction of hand-written SQL (database/sql.ts) and retries
 * the whole transaction a few times when it lost a lock race. Any other error (a 409
 * for short stock included) rolls back and goes straight to the caller.
 */
export function runStockTransaction<T>(
  em: EntityManager,
  work: (sql: SqlTransaction) => Promise<T>,
): Promise<T> {
  return retryingLostRaces(() => inSqlTransaction(em, work));
}

/**
 * The same retries around an ORM transaction (`em.transactional`), for stock work that
 * also changes entities, e.g. a restock that reprices the product: the stock ledger
 * writes inside it too (inventory/stock-ledger.ts). Each attempt gets a fresh fork, so
 * nothing of a rolled-back attempt stays in the unit of work.
 */
export function runOrmStockTransaction<T>(
  em: EntityManager,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  return retryingLostRaces(() => em.fork().transactional((tx) => work(tx)));
}

async function retryingLostRaces<T>(attempt: () => Promise<T>): Promise<T> {
  for (let attempts = 1; ; attempts++) {
    try {
      return await attempt();
    } catch (error) {
      if (attempts >= STOCK_TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      await sleep(retryDelayMs(attempts));
    }
  }
}
