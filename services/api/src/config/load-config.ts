import { resolve } from 'node:path';
import type { AuthSettings } from '../auth/auth-settings';
import type { ProxySettings } from '../auth/client-address';
import type { DatabaseSettings } from '../database/database-settings';
import type { LogSettings } from '../logging/log-settings';
import type { MailSettings } from '../mail/mail-transport';
import type { PaymentSettings } from '../payments/payment-settings';
import type { ReleaseSettings } from '../releases/release-settings';
import { environmentSchema, type EnvironmentValues, type VariableName } from './config.schema';
import { ConfigError } from './config-error';

/** The environment as the process has it: names to text. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** What the API runs with, read once from the environment at start (config.schema.ts). */
export interface ApiConfig {
  port: number;
  host: string;
  shutdownGraceMs: number;
  /** Local state: the SQLite file, the development JWT secret, uploaded pictures. */
  dataDir: string;
  database: DatabaseSettings;
  /** JWT_SECRET (unset: a development secret, auth-settings.ts) and JWT_EXPIRES_IN. */
  jwt: { secret: string | undefined; expiresIn: AuthSettings['expiresIn'] };
  /** NODE_ENV=production. */
  production: boolean;
  log: LogSettings;
  redisUrl: string | undefined;
  proxy: ProxySettings;
  productListCache: boolean;
  /** IANA name, as the platform spells it. */
  shopTimeZone: string;
  /**
   * Whether /api/docs serves the OpenAPI document and UI: always outside production
   * (`npm start` runs the API without NODE_ENV), in production only with API_DOCS=public,
   * since the document maps every route for a stranger.
   */
  apiDocs: boolean;
  /** METRICS_TOKEN: reads /api/metrics from outside the internal network; null: none. */
  metricsToken: string | null;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go; null: no tracing. */
  otlpEndpoint: string | null;
  /** SMTP_URL and MAIL_FROM (docs/operations.md#e-mail-and-the-outbox). */
  mail: MailSettings;
  /** PAYMENT_PROVIDER and Stripe's keys (docs/operations.md#card-payments). */
  payments: PaymentSettings;
  /** RELEASES_DIR and AUTO_ROLLBACK (docs/operations.md#the-releases-screen). */
  releases: ReleaseSettings;
}

// src/config and dist/config sit at the same depth, so this holds for both.
const REPO_ROOT = resolve(__dirname, '../../../..');

/** DATA_DIR unset: `.data/` at the repository root. */
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.data');

/**
 * Reads every variable of `env` the API uses, with its default, and refuses the start on
 * any bad value. `terminal`: a person watches the output (the log is then pretty by default).
 */
export function loadConfig(env: Environment, terminal = Boolean(process.stdout.isTTY)): ApiConfig {
  const values = parseEnvironment(env);
  const dataDir = values.DATA_DIR ?? DEFAULT_DATA_DIR;
  const production = values.NODE_ENV === 'production';
  const proxySecret = values.PROXY_SECRET ?? null;
  return {
    port: values.PORT,
    host: values.HOST,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    dataDir,
    database: databaseSettings(values, dataDir),
    jwt: { secret: values.JWT_SECRET, expiresIn: values.JWT_EXPIRES_IN },
    production,
    log: {
      level: values.LOG_LEVEL,
      format: values.LOG_FORMAT ?? (terminal && !production ? 'pretty' : 'json'),
    },
    redisUrl: values.REDIS_URL,
    proxy: {
      // The front-end server `npm start` runs beside the API connects from loopback.
      trustProxy: values.TRUST_PROXY ?? (proxySecret === null ? false : 'loopback'),
      secret: proxySecret,
    },
    productListCache: values.PRODUCT_LIST_CACHE,
    shopTimeZone: values.SHOP_TIME_ZONE,
    apiDocs: values.API_DOCS === 'public' || !production,
    metricsToken: values.METRICS_TOKEN ?? null,
    otlpEndpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
    mail: { smtpUrl: values.SMTP_URL ?? null, from: values.MAIL_FROM ?? null },
    payments: paymentSettings(values),
    releases: {
      dir: values.RELEASES_DIR ? resolve(values.RELEASES_DIR) : null,
      autoRollback: values.AUTO_ROLLBACK,
    },
  };
}

/** One variable's value read as the environment would be, e.g. a setting a test passes in. */
export function readVariable<N extends VariableName>(
  name: N,
  text: string | undefined,
): EnvironmentValues[N] {
  return parseEnvironment({ [name]: text })[name];
}

function parseEnvironment(env: Environment): EnvironmentValues {
  const parsed = environmentSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('\n'),
  );
}

/** Stripe needs both keys; a half-configured Stripe stops the start rather than the first sale. */
function paymentSettings(values: EnvironmentValues): PaymentSettings {
  if (values.PAYMENT_PROVIDER === 'test') return { provider: 'test' };
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = values;
  if (!secretKey || !webhookSecret)
    throw new ConfigError(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  return { provider: 'stripe', secretKey, webhookSecret };
}

/** MySQL when DATABASE_URL says so; otherwise SQLite in DATA_DIR, so a fresh clone needs no server. */
function databaseSettings(values: EnvironmentValues, dataDir: string): DatabaseSettings {
  if (!values.DATABASE_URL) return { dialect: 'sqlite', file: resolve(dataDir, 'shop.sqlite') };
  const replicaUrls = values.DATABASE_REPLICA_URLS;
  return {
    dialect: 'mysql',
    url: values.DATABASE_URL,
    ...(replicaUrls.length > 0 && { replicaUrls }),
  };
}
