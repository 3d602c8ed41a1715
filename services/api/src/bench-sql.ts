/**
 * `@shop/api/bench-sql`: the API's own SQL paths, for the benchmarks in perf/ and nothing
 * else. The inventory benchmark's bare twin server must send MySQL the statements the API
 * sends, and the checkout benchmark times the layers a purchase goes through; both reach
 * them here (package.json "exports", built with the API) rather than by a file's path in
 * dist, so the API may move its files freely. The app itself never imports this module.
 */
import { MikroORM } from '@mikro-orm/core';
import { knex } from '@mikro-orm/knex';
import { inventoryQuerySchema, productQuerySchema, styleAdminQuerySchema } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import { TokenBearer } from './auth/token-bearer';
import { loadConfig } from './config/load-config';
import { ormConfig } from './database/orm-config';
import { inSqlTransaction, selectRows } from './database/sql';
import { inventoryCountQuery, inventoryRowsQuery } from './inventory/inventory-list.query';
import { staffStyleCountQuery, staffStylePageQuery } from './catalog/styles/staff-style-list.query';
import { tillLookupQuery } from './catalog/styles/till-lookup.query';
import { styleCardCountQuery, styleCardPageQuery } from './catalog/styles/style-card.query';
export { styleWordRows } from './catalog/search/style-words';
import { User } from './users/user.entity';
import { UsersService } from './users/users.service';

/** One statement as MySQL receives it: the SQL text and its bound values. */
export interface NativeStatement {
  sql: string;
  values: unknown[];
}

const mysqlBuilder = knex({ client: 'mysql2' });

const native = (query: { toSQL(): { toNative(): { sql: string; bindings: unknown } } }) => {
  const { sql, bindings } = query.toSQL().toNative();
  return { sql, values: [...(bindings as unknown[])] };
};

/**
 * The count and the page statement `GET /api/inventory/?<search>` sends to MySQL: the
 * query string parsed by the contract, the statements built by the API's list query.
 */
export function inventoryListStatements(search: URLSearchParams): {
  count: NativeStatement;
  pageQuery: NativeStatement;
} {
  const { page, per_page, sort, ...filters } = inventoryQuerySchema.parse(
    Object.fromEntries(search),
  );
  const window = { limit: per_page, offset: (page - 1) * per_page };
  return {
    count: native(inventoryCountQuery(mysqlBuilder, filters)),
    pageQuery: native(inventoryRowsQuery(mysqlBuilder, filters, sort, window)),
  };
}

/** The count and the page of style ids `GET /api/styles/?<search>` sends to MySQL. */
export function styleListStatements(search: URLSearchParams): {
  count: NativeStatement;
  pageQuery: NativeStatement;
} {
  const { page, per_page, sort, ...filters } = productQuerySchema.parse(Object.fromEntries(search));
  const window = { limit: per_page, offset: (page - 1) * per_page };
  return {
    count: native(styleCardCountQuery(mysqlBuilder, filters)),
    pageQuery: native(styleCardPageQuery(mysqlBuilder, filters, sort, window)),
  };
}

/** The count and the page of ids `GET /api/catalogue/styles?<search>` sends to MySQL. */
export function staffStyleListStatements(search: URLSearchParams): {
  count: NativeStatement;
  pageQuery: NativeStatement;
} {
  const { page, per_page, ...filters } = styleAdminQuerySchema.parse(Object.fromEntries(search));
  const window = { limit: per_page, offset: (page - 1) * per_page };
  return {
    count: native(staffStyleCountQuery(mysqlBuilder, filters)),
    pageQuery: native(staffStylePageQuery(mysqlBuilder, filters, window)),
  };
}

/** The one statement the till's scan (`GET /api/pos/lookup?code=`) sends to MySQL. */
export function tillLookupStatement(code: string): NativeStatement {
  return native(tillLookupQuery(mysqlBuilder, code));
}

/**
 * The layers of a purchase on the database at `databaseUrl`, each as one call: a
 * statement, an empty transaction and the sign-in check's account read, once through the
 * API's hand-written SQL path and once through the ORM's own. `close()` ends the pool.
 */
export async function purchaseLayers(databaseUrl: string, userId: number) {
  const orm = await MikroORM.init(
    ormConfig(loadConfig({ DATABASE_URL: databaseUrl }, false).database),
  );
  const user = await orm.em.fork().findOneOrFail(User, { id: userId });
  const bearer = new TokenBearer(userId, randomUUID(), user.tokenVersion, 0);
  const viaOrm = (sql: string) => {
    const em = orm.em.fork();
    return em.getConnection().execute(sql, [], 'all', em.getTransactionContext());
  };
  return {
    apiStatement: () => selectRows(orm.em.fork(), 'SELECT 1', []),
    ormStatement: () => viaOrm('SELECT 1'),
    apiTransaction: () => inSqlTransaction(orm.em.fork(), () => Promise.resolve()),
    ormTransaction: () => orm.em.fork().transactional(() => Promise.resolve()),
    apiUserLookup: () => new UsersService(orm.em.fork()).findActive(bearer),
    ormUserLookup: () => orm.em.fork().findOne(User, { id: userId }),
    close: () => orm.close(),
  };
}

export { productListReads } from './bench-product-list';
