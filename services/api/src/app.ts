import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ErrorBody } from '@shop/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module';
import type { AuthSettings } from './auth/auth-settings';
import { clearListsOnCatalogueChange, ProductListCache } from './catalog/product-list.cache';
import { setupOpenApi } from './common/openapi';
import { describeDatabase, type DatabaseSettings } from './database/database-settings';
import { prepareDatabase } from './database/prepare-database';
import { SHOP_SETTINGS, type ShopSettings } from './reports/shop-settings';
import type { Clock } from './reports/shop-settings';

/** Generous for any JSON this API takes; bigger bodies get 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 1_048_576;

export interface AppOptions {
  /** Nest's log levels; `false` silences it (tests). */
  logger?: LogLevel[] | false;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): which proxies may name the client in
   * X-Forwarded-For. Login throttling counts per client address, so behind a proxy
   * that sets the header this must trust it, or every client shares one address.
   */
  trustProxy?: boolean | string | number;
  /** PRODUCT_LIST_CACHE: `false` makes every product-list request run its statements. */
  productListCache?: boolean;
  /** SHOP_TIME_ZONE (IANA name, default UTC): the shop's calendar for the dashboard and reports. */
  shopTimeZone?: string;
  /** "Now" for the dashboard and reports; tests pin it. The system clock by default. */
  clock?: Clock;
}

/**
 * Builds the whole API, the same way for `main.ts` and for the tests: Fastify,
 * the `/api` prefix, JSON-only bodies, the error filter, OpenAPI, and a database
 * that is migrated and (when empty) seeded before the first request.
 */
export async function createApp(
  database: DatabaseSettings,
  auth: AuthSettings,
  options: AppOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Errors the router raises before Nest sees the request (e.g. a malformed %-escape
    // in the path) would otherwise get Fastify's own body instead of ours.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const body: ErrorBody = { error: error.message };
      void reply.status(error.statusCode ?? 400).send(body);
    },
  });
  // JSON is the only body this API reads; without its text/plain parser Fastify answers 415 to anything else.
  adapter.getInstance().removeContentTypeParser('text/plain');
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(database, auth, { timeZone: options.shopTimeZone, clock: options.clock }),
    adapter,
    {
      // Nest's own parsers would add urlencoded bodies; Fastify's JSON parser is all we want.
      bodyParser: false,
      abortOnError: false,
      logger: options.logger ?? ['log', 'warn', 'error'],
    },
  );
  // Each request gets its own unit of work (MikroORM's request context), opened first
  // thing; Fastify carries it through body parsing to the guards and the handler.
  const orm = app.get(MikroORM);
  const fastify = adapter.getInstance();
  fastify.addHook('onRequest', (_request, _reply, done) => RequestContext.create(orm.em, done));
  clearListsOnCatalogueChange(fastify, app.get(ProductListCache));
  app.setGlobalPrefix('api');
  setupOpenApi(app);
  new Logger('Database').log(`Using ${describeDatabase(database)}`);
  // The rollups are summed in the shop's calendar (reports/sales-rollups.ts).
  await prepareDatabase(orm, undefined, app.get<ShopSettings>(SHOP_SETTINGS).timeZone);
  if (options.productListCache === false) app.get(ProductListCache).disable();
  await app.init();
  return app;
}
