import {
  DEFAULT_SHOP_TIME_ZONE,
  PAYMENT_PROVIDERS,
  canonicalTimeZone,
  type PaymentProviderName,
} from '@shop/contracts';
import { z } from 'zod';
import { MIN_SECRET_LENGTH, type AuthSettings } from '../auth/auth-settings';
import { MIN_PROXY_SECRET_LENGTH } from '../auth/client-address';
import { LOG_LEVELS, type LogLevelName } from '../logging/log-settings';
import {
  asText,
  milliseconds,
  oneOf,
  onOff,
  port,
  Refused,
  secret,
  serverUrl,
  variable,
} from './env-values';

/**
 * Every environment variable the API reads, read here and nowhere else: how each is read,
 * what unset means, and what it does. load-config.ts turns the values into the API's
 * settings; config-docs.ts prints this list as the table of docs/operations.md.
 */

const DEFAULT_EXPIRES_IN: AuthSettings['expiresIn'] = '12h';
const DEFAULT_LOG_LEVEL: LogLevelName = 'info';
const DEFAULT_PAYMENT_PROVIDER: PaymentProviderName = 'test';
const MYSQL = ['mysql:', 'mariadb:'];
const MYSQL_EXAMPLE = 'mysql://user:pass@host:port/db';

/** `mysql://` (or `mariadb://`) with a database name, written as `mysql://`. */
function mysqlUrl(text: string): string {
  const url = serverUrl(MYSQL, MYSQL_EXAMPLE)(text);
  if (url.pathname.length < 2)
    throw new Refused('must name a database, e.g. mysql://user@host:3306/shop');
  url.protocol = 'mysql:';
  return url.toString();
}

function mysqlUrls(text: string): string[] {
  const urls = text
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  return urls.map((one) => {
    const url = serverUrl(MYSQL, MYSQL_EXAMPLE)(one);
    url.protocol = 'mysql:';
    return url.toString();
  });
}

/** By the platform's own spelling (`europe/london` → `Europe/London`). */
function timeZone(text: string): string {
  const canonical = canonicalTimeZone(text);
  if (!canonical)
    throw new Refused(
      'must be an IANA time zone name such as UTC, Europe/London or America/New_York,' +
        ` got "${text}"`,
    );
  return canonical;
}

function expiresIn(text: string): AuthSettings['expiresIn'] {
  if (/^\d+$/.test(text) && Number(text) > 0) return Number(text);
  if (/^\d+[smhd]$/.test(text) && parseInt(text, 10) > 0)
    return text as `${number}${'s' | 'm' | 'h' | 'd'}`;
  throw new Refused(`must be seconds or a number with s, m, h or d (got "${text}")`);
}

/** `true`, `false`, a hop count, or addresses and CIDRs as Fastify's `trustProxy` takes them. */
function trustProxy(text: string): boolean | number | string {
  if (text === 'true' || text === 'false') return text === 'true';
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** A metrics token long enough that a scraper's secret cannot be guessed (docs/operations.md#metrics). */
export const MIN_METRICS_TOKEN_LENGTH = 32;

/** The OTLP/HTTP collector's base URL; traces go to `<url>/v1/traces` (tracing/start-tracing.ts). */
function otlpEndpoint(text: string): string {
  return serverUrl(
    ['http:', 'https:'],
    'http://collector:4318',
  )(text)
    .toString()
    .replace(/\/$/, '');
}

/** `smtp://` or `smtps://`, kept as written (nodemailer reads the user, password and options). */
function smtpUrl(text: string): string {
  serverUrl(['smtp:', 'smtps:'], 'smtp://user:pass@host:587')(text);
  return text;
}

/** An address, or a name and an address: `shop@example.com`, `FitShop <shop@example.com>`. */
function mailFrom(text: string): string {
  if (!/^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(text.trim()))
    throw new Refused('must be an e-mail address, or a name and <address>');
  return text.trim();
}

function redisUrl(text: string): string {
  serverUrl(['redis:', 'rediss:'], 'redis://host:6379')(text);
  return text;
}

export const environmentSchema = z.object({
  DATABASE_URL: variable({
    read: mysqlUrl,
    unset: undefined,
    unsetText: 'SQLite in `DATA_DIR`',
    does: '`mysql://user:pass@host:3306/db`: MySQL (the database must exist)',
  }),
  DATABASE_REPLICA_URLS: variable({
    read: mysqlUrls,
    unset: [] as string[],
    unsetText: 'none',
    does: 'MySQL read replicas, comma-separated; only reads that ask for one go there',
  }),
  DATA_DIR: variable({
    read: asText,
    unset: undefined,
    unsetText: '`.data/` at the repository root',
    does: 'where SQLite, the development JWT secret and uploaded pictures live',
  }),
  JWT_SECRET: variable({
    read: secret(MIN_SECRET_LENGTH),
    unset: undefined,
    unsetText: 'one generated into `DATA_DIR`; an error with `NODE_ENV=production`',
    does: `the token signing key, ${MIN_SECRET_LENGTH}+ characters (the API image requires it)`,
  }),
  JWT_EXPIRES_IN: variable({
    read: expiresIn,
    unset: DEFAULT_EXPIRES_IN,
    does: 'token lifetime: seconds, or a number with `s`, `m`, `h` or `d` (`30m`, `7d`)',
  }),
  PORT: variable({ read: port, unset: 3333, does: 'the port the API listens on' }),
  HOST: variable({ read: asText, unset: '0.0.0.0', does: 'the address the API listens on' }),
  TRUST_PROXY: variable({
    read: trustProxy,
    unset: undefined,
    unsetText: 'loopback with `PROXY_SECRET`, else nobody',
    does: 'whose `X-Forwarded-For` names the client: `true`, `false`, a hop count or addresses',
  }),
  PROXY_SECRET: variable({
    read: secret(MIN_PROXY_SECRET_LENGTH),
    unset: undefined,
    unsetText: 'none',
    does:
      `${MIN_PROXY_SECRET_LENGTH}+ characters; a forwarded address counts only with it in` +
      ' `X-Proxy-Secret` (nginx and `npm start` send it)',
  }),
  REDIS_URL: variable({
    read: redisUrl,
    unset: undefined,
    unsetText: 'each instance keeps its own in memory',
    does: '`redis://[:password@]host:6379[/db]`: state shared by several instances',
  }),
  PRODUCT_LIST_CACHE: variable({
    read: onOff,
    unset: true,
    unsetText: '`on`',
    does: '`on` or `off`: the product-list cache',
  }),
  SHOP_TIME_ZONE: variable({
    read: timeZone,
    unset: DEFAULT_SHOP_TIME_ZONE,
    does: "IANA zone a new database's store settings start with; after that the Settings screen sets it",
  }),
  SHUTDOWN_GRACE_MS: variable({
    read: milliseconds,
    unset: 10_000,
    does: 'after SIGTERM, how long requests in flight may take',
  }),
  LOG_LEVEL: variable({
    read: oneOf(LOG_LEVELS),
    unset: DEFAULT_LOG_LEVEL,
    does: `${LOG_LEVELS.map((level) => `\`${level}\``).join(', ')}; \`info\` writes one line per request`,
  }),
  LOG_FORMAT: variable({
    read: oneOf(['json', 'pretty'] as const),
    unset: undefined,
    unsetText: '`pretty` on a terminal outside production, else `json`',
    does: '`json` (one object a line, for machines) or `pretty` (for people)',
  }),
  NODE_ENV: variable({
    read: asText,
    unset: undefined,
    unsetText: 'not production',
    does:
      '`production` makes a missing `JWT_SECRET` an error, the log JSON and the OpenAPI docs' +
      ' private',
  }),
  METRICS_TOKEN: variable({
    read: secret(MIN_METRICS_TOKEN_LENGTH),
    unset: undefined,
    unsetText: 'none: `/api/metrics` answers the internal network only',
    does: `${MIN_METRICS_TOKEN_LENGTH}+ characters; a bearer token that reads \`/api/metrics\` from anywhere`,
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: variable({
    read: otlpEndpoint,
    unset: undefined,
    unsetText: 'no tracing (nothing of OpenTelemetry is loaded)',
    does: 'an OTLP/HTTP collector (`http://collector:4318`): traces of every request go there',
  }),
  SMTP_URL: variable({
    read: smtpUrl,
    unset: undefined,
    unsetText: 'none: e-mails are written to the log, not sent',
    does:
      '`smtp://user:pass@host:587` (or `smtps://` for TLS from the start): the server e-mails' +
      ' go through (docs/operations.md#e-mail-and-the-outbox)',
  }),
  MAIL_FROM: variable({
    read: mailFrom,
    unset: undefined,
    unsetText: "the shop's e-mail in the store settings",
    does: 'the From of every e-mail: `shop@example.com` or `FitShop <shop@example.com>`',
  }),
  PAYMENT_PROVIDER: variable({
    read: oneOf(PAYMENT_PROVIDERS),
    unset: DEFAULT_PAYMENT_PROVIDER,
    does:
      '`test` (a test card form, no money moves) or `stripe` (needs both `STRIPE_` keys;' +
      ' docs/operations.md#card-payments)',
  }),
  STRIPE_SECRET_KEY: variable({
    read: secret(20),
    unset: undefined,
    unsetText: 'none',
    does: "Stripe's secret API key (`sk_live_…` or `sk_test_…`), with `PAYMENT_PROVIDER=stripe`",
  }),
  STRIPE_WEBHOOK_SECRET: variable({
    read: secret(20),
    unset: undefined,
    unsetText: 'none',
    does: 'the signing secret (`whsec_…`) of the Stripe webhook to `/api/payments/webhook`',
  }),
  RELEASES_DIR: variable({
    read: asText,
    unset: undefined,
    unsetText: 'none: the Releases screen only says the release commands manage releases',
    does:
      "the release commands' folder (`npm start` sets it): the Releases screen reads it and" +
      ' rolls back or promotes by running the commands (docs/operations.md#the-releases-screen)',
  }),
  AUTO_ROLLBACK: variable({
    read: onOff,
    unset: true,
    unsetText: '`on`',
    does:
      '`on` or `off`: roll a newly live remote back when browsers report it failing' +
      ' (docs/operations.md#automatic-rollback); needs `RELEASES_DIR`',
  }),
  API_DOCS: variable({
    read: oneOf(['public'] as const),
    unset: undefined,
    unsetText: 'served outside production only',
    does: '`public` serves the OpenAPI document and UI at `/api/docs` in production too',
  }),
});

export type EnvironmentValues = z.output<typeof environmentSchema>;
export type VariableName = keyof EnvironmentValues;
