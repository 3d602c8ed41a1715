import type { AbstractSqlConnection } from '@mikro-orm/knex';
import type { ErrorBody } from '@shop/contracts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

const mysql = databaseTargets().find((target) => target.name === 'mysql')!;

/** Knex's client and its pool (tarn), as far as the test holds connections from it. */
interface PoolClient {
  pool: { max: number };
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

/**
 * Every connection of the pool is busy (here: held by the test) for longer than a request
 * waits for one: the API answers 503, as for an outage, not 500
 * (docs/decisions/0057-a-database-outage-answers-503.md), and serves again once they are back.
 * MySQL only: the embedded SQLite database has no pool to exhaust.
 */
describe('a pool with no connection to give', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(mysql);
  });
  afterAll(() => shop?.close());

  it('answers 503 while every connection is held, and 200 once they are back', async () => {
    const client = (shop.orm.em.getConnection() as AbstractSqlConnection).getKnex()
      .client as PoolClient;
    const held = await Promise.all(
      Array.from({ length: client.pool.max }, () => client.acquireConnection()),
    );
    try {
      // One list through the ORM, one through the hand-written SQL path (database/sql.ts).
      for (const path of ['/categories/', '/styles/']) {
        const answer = await shop.get<ErrorBody>(path);
        expect({
          path,
          status: answer.status,
          body: answer.body,
          retryAfter: answer.headers.get('retry-after'),
        }).toEqual({
          path,
          status: 503,
          body: { error: 'Service temporarily unavailable' },
          retryAfter: '1',
        });
      }
    } finally {
      await Promise.all(held.map((connection) => client.releaseConnection(connection)));
    }
    expect((await shop.get('/categories/')).status).toBe(200);
    expect((await shop.get('/styles/')).status).toBe(200);
  });
});
