import { DeadlockException, LockWaitTimeoutException, type EntityManager } from '@mikro-orm/core';
import { ConflictException } from '@nestjs/common';
import {
  isRetryableConflict,
  retryDelayMs,
  runOrmStockTransaction,
  runStockTransaction,
  STOCK_TRANSACTION_ATTEMPTS,
} from './stock-transaction';

const driverError = (fields: object) => Object.assign(new Error('driver error'), fields);

describe('isRetryableConflict', () => {
  it('retries deadlocks, lock wait timeouts and a busy SQLite', () => {
    expect(isRetryableConflict(new DeadlockException(driverError({ errno: 1213 })))).toBe(true);
    expect(isRetryableConflict(new LockWaitTimeoutException(driverError({ errno: 1205 })))).toBe(
      true,
    );
    expect(isRetryableConflict(driverError({ errno: 1213 }))).toBe(true);
    expect(isRetryableConflict(driverError({ code: 'SQLITE_BUSY' }))).toBe(true);
  });

  it('never retries a refusal or an unrelated failure', () => {
    expect(isRetryableConflict(new ConflictException('Insufficient stock for Tee'))).toBe(false);
    expect(isRetryableConflict(driverError({ errno: 1062 }))).toBe(false);
    expect(isRetryableConflict(new Error('connection refused'))).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('waits a little, then longer with each attempt', () => {
    expect(retryDelayMs(1, () => 0)).toBe(10);
    expect(retryDelayMs(1, () => 1)).toBe(30);
    expect(retryDelayMs(3, () => 0)).toBe(40);
  });
});

describe('runStockTransaction', () => {
  /**
   * Just enough of an entity manager on the embedded database (the ORM's own
   * transactions) to count the transactions the loop opens.
   */
  function countingManager(outcomes: (() => unknown)[]) {
    let opened = 0;
    const connection = { getKnex: () => ({ client: { driverName: 'libsql' } }) };
    const tx = { getConnection: () => connection, getTransactionContext: () => undefined };
    const em = {
      getConnection: () => connection,
      fork: () => ({
        transactional: (work: (transaction: typeof tx) => unknown) => {
          const outcome = outcomes[opened++];
          return Promise.resolve().then(outcome ?? (() => work(tx)));
        },
      }),
    } as unknown as EntityManager;
    return { em, opened: () => opened };
  }
  const deadlock = () => {
    throw new DeadlockException(driverError({ errno: 1213 }));
  };

  it('runs the whole transaction again after a deadlock', async () => {
    const { em, opened } = countingManager([deadlock, deadlock]);
    await expect(runStockTransaction(em, () => Promise.resolve('done'))).resolves.toBe('done');
    expect(opened()).toBe(3);
  });

  it('gives up after a few attempts and passes the last error on', async () => {
    const { em, opened } = countingManager(Array.from({ length: 10 }, () => deadlock));
    await expect(runStockTransaction(em, () => Promise.resolve('done'))).rejects.toBeInstanceOf(
      DeadlockException,
    );
    expect(opened()).toBe(STOCK_TRANSACTION_ATTEMPTS);
  });

  it('retries an ORM transaction the same way', async () => {
    const { em, opened } = countingManager([deadlock]);
    await expect(runOrmStockTransaction(em, () => Promise.resolve('done'))).resolves.toBe('done');
    expect(opened()).toBe(2);
  });

  it('does not retry a refusal', async () => {
    const refusal = new ConflictException('Insufficient stock for Tee');
    const { em, opened } = countingManager([]);
    await expect(runStockTransaction(em, () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(opened()).toBe(1);
  });
});
