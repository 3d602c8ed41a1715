import { acceptCatalogueCsv } from './catalogue-csv/catalogue-csv-body';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ErrorBody } from '@shop/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { AuthSettings } from './auth/auth-settings';
import { trustForwardedAddresses } from './auth/client-address';
import { noStoreForSessions } from './auth/no-store';
import { answerClientError, refuseRequestsWithoutHost } from './common/client-errors';
import { clearListsOnCatalogueChange, ProductListCache } from './catalog/product-list.cache';
import { limitClientEventBodies } from './client-events/client-events-body';
import { setupOpenApi } from './common/openapi';
import { addSecurityHeaders, applySecurityHeaders } from './common/security-headers';
import { DEFAULT_DATA_DIR, readVariable } from './config/load-config';
import { describeDatabase, type DatabaseSettings } from './database/database-settings';
import { prepareDatabase } from './database/prepare-database';
import { addDemoPictures } from './database/seed/demo-pictures';
import { PictureStore } from './pictures/picture-store';
import type { LogSettings } from './logging/log-settings';
import { createLogger, NestLogger, RequestLogController, requestIdOf } from './logging/logger';
import { countRequests } from './metrics/http-metrics';
import { MetricsAccess } from './metrics/metrics-access';
import { MailSender, type SenderTiming } from './mail/mail-sender';
import { NO_MAIL, type MailSettings } from './mail/mail-transport';
import { MetricsRegistry } from './metrics/metrics-registry';
import { serveMediaFiles } from './pictures/media-files';
import { DRAWINGS_DIR, type PictureSettings } from './pictures/picture-settings';
import { acceptPictureUploads } from './pictures/picture-upload';
import type { Clock } from './shop/shop-clock';
import { keepRawBody } from './payments/raw-body';
import type { PaymentSettings } from './payments/payment-settings';
import type { ReleaseSettings } from './releases/release-settings';

/** Generous for any JSON this API takes; bigger bodies get 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 1_048_576;

const DEFAULT_LOG: LogSettings = { level: 'info', format: 'json' };

export interface AppOptions {
  /** LOG_LEVEL and LOG_FORMAT (JSON at `info` by default); `false` silences the API (tests). */
  logger?: LogSettings | false;
  /** Where log lines go: standard output by default; tests read them back. */
  logDestination?: DestinationStream;
  /**
   * REDIS_URL: state shared between API instances (docs/architecture.md#where-state-lives); unset
   * keeps it in memory.
   */
  redisUrl?: string;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): which proxies may name the client in
   * X-Forwarded-For. Login throttling counts per client address, so behind a proxy
   * that sets the header this must trust it, or every client shares one address.
   */
  trustProxy?: boolean | string | number;
  /**
   * PROXY_SECRET: when set, X-Forwarded-For counts only on requests that also carry it in
   * X-Proxy-Secret (auth/client-address.ts,
   * docs/architecture.md#sessions-limits-and-client-addresses).
   */
  proxySecret?: string | null;
  /** PRODUCT_LIST_CACHE: `false` makes every product-list request run its statements. */
  productListCache?: boolean;
  /**
   * SHOP_TIME_ZONE (IANA name, default UTC): the time zone a new database's store settings start
   * with (docs/product/settings.md#time-zone); after that the setting is the shop's calendar.
   */
  shopTimeZone?: string;
  /** "Now" for the dashboard and reports; tests pin it. The system clock by default. */
  clock?: Clock;
  /** API_DOCS (common/openapi.ts): serve the OpenAPI document and UI at /api/docs; default yes. */
  apiDocs?: boolean;
  /** DATA_DIR: where uploaded pictures are kept (`.data/` at the repository root by default). */
  dataDir?: string;
  /**
   * METRICS_TOKEN: a bearer token that reads /api/metrics from outside the internal network
   * (docs/operations.md#metrics); none by default.
   */
  metricsToken?: string | null;
  /**
   * Give some demo styles pictures when the demo shop is seeded (the served shop does; the tests
   * do not, as drawing them costs about a second per seeded database).
   */
  demoPictures?: boolean;
  /**
   * SMTP_URL and MAIL_FROM (docs/operations.md#e-mail-and-the-outbox); unset: e-mails are logged.
   * `mailTiming` shortens the outbox's polling and retry waits (tests).
   */
  mail?: MailSettings;
  mailTiming?: SenderTiming;
  /** PAYMENT_PROVIDER and Stripe's keys (docs/operations.md#card-payments); the test provider by default. */
  payments?: PaymentSettings;
  /**
   * RELEASES_DIR and AUTO_ROLLBACK (docs/operations.md#the-releases-screen): the Releases screen
   * reads that folder and changes it through the release commands; none by default.
   */
  releases?: ReleaseSettings;
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
  const logger = createLogger(
    options.logger === false
      ? { level: 'silent', format: 'json' }
      : (options.logger ?? DEFAULT_LOG),
    options.logDestination,
  );
  const adapter = new FastifyAdapter({
    // One JSON line per request, with the request id the answer carries
    // (docs/operations.md#outages-shutdown-and-logs).
    loggerInstance: logger,
    logController: new RequestLogController(),
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // A request the HTTP parser refuses (a header too large, a bad Content-Length) gets our body too.
    clientErrorHandler: answerClientError,
    // Node's own 400 for a missing Host header has no body: refuseRequestsWithoutHost answers it.
    http: { requireHostHeader: false },
    // Errors the router raises before Nest sees the request (e.g. a malformed %-escape
    // in the path) would otherwise get Fastify's own body instead of ours.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const body: ErrorBody = { error: error.message };
      applySecurityHeaders(reply);
      void reply.status(error.statusCode ?? 400).send(body);
    },
  });
  // JSON is the only body this API reads; without its text/plain parser Fastify answers 415 to anything else.
  adapter.getInstance().removeContentTypeParser('text/plain');
  acceptEmptyJsonBody(adapter.getInstance());
  acceptCatalogueCsv(adapter.getInstance());
  const pictures: PictureSettings = {
    dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
    drawingsDir: DRAWINGS_DIR,
  };
  // Checked before anything is built, so a bad zone stops the start, not the first request.
  const seedTimeZone = readVariable('SHOP_TIME_ZONE', options.shopTimeZone);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(
      database,
      auth,
      options.clock,
      options.redisUrl,
      pictures,
      options.payments,
      options.releases,
    ),
    adapter,
    {
      // Nest's own parsers would add urlencoded bodies; Fastify's JSON parser is all we want.
      bodyParser: false,
      abortOnError: false,
      logger: new NestLogger(logger),
    },
  );
  // Each request gets its own unit of work (MikroORM's request context), opened first
  // thing; Fastify carries it through body parsing to the guards and the handler. The
  // answer carries the request's id, the one its log line names.
  const orm = app.get(MikroORM);
  const fastify = adapter.getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    RequestContext.create(orm.em, done);
  });
  clearListsOnCatalogueChange(fastify, app.get(ProductListCache));
  countRequests(fastify, app.get(MetricsRegistry));
  app.get(MetricsAccess).useToken(options.metricsToken ?? null);
  limitClientEventBodies(fastify);
  trustForwardedAddresses(fastify, options.proxySecret ?? null);
  noStoreForSessions(fastify);
  addSecurityHeaders(fastify);
  refuseRequestsWithoutHost(fastify);
  app.setGlobalPrefix('api');
  // Uploads on their one route; pictures and drawings on this origin, outside /api.
  await acceptPictureUploads(app);
  await serveMediaFiles(app, pictures);
  if (options.apiDocs !== false) setupOpenApi(app);
  new Logger('Database').log(`Using ${describeDatabase(database)}`);
  // The store settings' row, and the rollups summed in the shop's calendar (reports/sales-rollups.ts).
  const { seeded } = await prepareDatabase(orm, seedTimeZone);
  if (seeded && options.demoPictures) {
    const added = await addDemoPictures(orm.em.fork(), app.get(PictureStore));
    new Logger('Database').log(`Gave the demo styles ${added} pictures`);
  }
  if (options.productListCache === false) app.get(ProductListCache).disable();
  await app.init();
  app.get(MailSender).start(options.mail ?? NO_MAIL, options.mailTiming);
  return app;
}

/**
 * Many HTTP clients send `Content-Type: application/json` on every call, bodiless ones too
 * (`POST /purchases/{id}/cancel`): an empty body reads as no body, not as a 400. Anything
 * else goes to Fastify's own JSON parser, with its guards against prototype poisoning.
 */
function acceptEmptyJsonBody(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // A payment provider's webhook is verified over the text as sent (payments/raw-body.ts).
    keepRawBody(request, body as string);
    if (body === '') done(null, undefined);
    else void parseJson(request, body as string, done);
  });
}
