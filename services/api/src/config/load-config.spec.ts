import { ConfigError } from './config-error';
import { loadConfig, readVariable } from './load-config';

const SECRET = 's'.repeat(40);
const refusal = (env: Record<string, string>) => () => loadConfig(env, false);

describe('loadConfig', () => {
  it('runs with nothing set: the defaults of docs/operations.md', () => {
    const config = loadConfig({}, false);
    expect(config).toMatchObject({
      port: 3333,
      host: '0.0.0.0',
      shutdownGraceMs: 10_000,
      database: { dialect: 'sqlite' },
      jwt: { secret: undefined, expiresIn: '12h' },
      production: false,
      log: { level: 'info', format: 'json' },
      redisUrl: undefined,
      proxy: { trustProxy: false, secret: null },
      productListCache: true,
      shopTimeZone: 'UTC',
    });
    expect(config.dataDir).toMatch(/\/\.data$/);
  });

  it('counts a blank variable as unset', () => {
    expect(loadConfig({ PORT: ' ', SHOP_TIME_ZONE: '', LOG_LEVEL: '  ' }, false)).toMatchObject({
      port: 3333,
      shopTimeZone: 'UTC',
      log: { level: 'info' },
    });
  });

  it('refuses a bad value with one line that names the variable and the value', () => {
    expect(refusal({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be a port number, got "eighty"'),
    );
    expect(refusal({ PORT: '70000' })).toThrow('PORT must be a port number');
    expect(refusal({ SHUTDOWN_GRACE_MS: '1.5' })).toThrow(
      'SHUTDOWN_GRACE_MS must be a whole number of milliseconds, got "1.5"',
    );
    expect(refusal({ PRODUCT_LIST_CACHE: 'maybe' })).toThrow(
      'PRODUCT_LIST_CACHE must be on or off, got "maybe"',
    );
  });

  it('names every bad variable, one line each', () => {
    expect(refusal({ PORT: 'x', LOG_FORMAT: 'xml' })).toThrow(
      'PORT must be a port number, got "x"\nLOG_FORMAT must be one of json, pretty, got "xml"',
    );
  });

  it('reads the switches in any case', () => {
    expect(loadConfig({ PRODUCT_LIST_CACHE: 'OFF' }, false).productListCache).toBe(false);
  });
});

describe('the database (DATABASE_URL, DATABASE_REPLICA_URLS, DATA_DIR)', () => {
  it('uses SQLite under DATA_DIR when DATABASE_URL is unset', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/shop-data' }, false).database).toEqual({
      dialect: 'sqlite',
      file: '/tmp/shop-data/shop.sqlite',
    });
  });

  it('defaults the SQLite file to .data at the repository root', () => {
    const { database } = loadConfig({}, false);
    expect(database.dialect === 'sqlite' && database.file).toMatch(/\/\.data\/shop\.sqlite$/);
  });

  it('selects MySQL for a mysql:// URL', () => {
    expect(
      loadConfig({ DATABASE_URL: 'mysql://shop:secret@db:3306/shop' }, false).database,
    ).toEqual({ dialect: 'mysql', url: 'mysql://shop:secret@db:3306/shop' });
  });

  it('reads MySQL read replicas from DATABASE_REPLICA_URLS', () => {
    const env = {
      DATABASE_URL: 'mysql://shop@db:3306/shop',
      DATABASE_REPLICA_URLS: ' mysql://shop@replica-1/shop, mariadb://shop@replica-2/shop ',
    };
    expect(loadConfig(env, false).database).toEqual({
      dialect: 'mysql',
      url: 'mysql://shop@db:3306/shop',
      replicaUrls: ['mysql://shop@replica-1/shop', 'mysql://shop@replica-2/shop'],
    });
    expect(refusal({ ...env, DATABASE_REPLICA_URLS: 'postgres://replica/shop' })).toThrow(
      'DATABASE_REPLICA_URLS must start with mysql://',
    );
  });

  it('refuses other schemes and URLs without a database name, never repeating a password', () => {
    expect(refusal({ DATABASE_URL: 'postgres://db/shop' })).toThrow(
      'DATABASE_URL must start with mysql:// (got postgres://...)',
    );
    expect(refusal({ DATABASE_URL: 'mysql://db:3306' })).toThrow(
      'DATABASE_URL must name a database',
    );
    expect(refusal({ DATABASE_URL: 'mysql://shop:s3cret@db:port/shop' })).toThrow(
      /^DATABASE_URL is not a valid URL \(expected mysql:\/\/user:pass@host:port\/db\)$/,
    );
  });
});

describe('the tokens (JWT_SECRET, JWT_EXPIRES_IN, NODE_ENV)', () => {
  it('takes JWT_SECRET and JWT_EXPIRES_IN when set', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, JWT_EXPIRES_IN: '30m' }, false).jwt).toEqual({
      secret: SECRET,
      expiresIn: '30m',
    });
  });

  it('refuses a short JWT_SECRET without repeating it', () => {
    expect(refusal({ JWT_SECRET: 'secret' })).toThrow(
      /^JWT_SECRET must be at least 32 characters long$/,
    );
  });

  it('takes a lifetime in seconds or with a unit and refuses anything else', () => {
    expect(loadConfig({ JWT_EXPIRES_IN: '3600' }, false).jwt.expiresIn).toBe(3600);
    expect(loadConfig({ JWT_EXPIRES_IN: '7d' }, false).jwt.expiresIn).toBe('7d');
    for (const bad of ['0', '12 hours', '-5', '1.5h', '0h'])
      expect(refusal({ JWT_EXPIRES_IN: bad })).toThrow(`JWT_EXPIRES_IN must be seconds`);
  });
});

describe('the log (LOG_LEVEL, LOG_FORMAT)', () => {
  it('writes JSON at info unless a person watches outside production', () => {
    expect(loadConfig({}, false).log).toEqual({ level: 'info', format: 'json' });
    expect(loadConfig({}, true).log).toEqual({ level: 'info', format: 'pretty' });
    expect(loadConfig({ NODE_ENV: 'production' }, true).log).toEqual({
      level: 'info',
      format: 'json',
    });
  });

  it('takes LOG_LEVEL and LOG_FORMAT, and refuses what it does not know', () => {
    expect(loadConfig({ LOG_LEVEL: 'WARN', LOG_FORMAT: 'pretty' }, false).log).toEqual({
      level: 'warn',
      format: 'pretty',
    });
    expect(refusal({ LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    );
    expect(refusal({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be one of json, pretty');
  });
});

describe('the proxy (TRUST_PROXY, PROXY_SECRET)', () => {
  const proxy = (env: Record<string, string>) => loadConfig(env, false).proxy;

  it('believes no forwarded address when neither is set', () => {
    expect(proxy({})).toEqual({ trustProxy: false, secret: null });
  });

  it("trusts loopback by default only together with the front-end server's secret", () => {
    expect(proxy({ PROXY_SECRET: SECRET })).toEqual({ trustProxy: 'loopback', secret: SECRET });
  });

  it('takes TRUST_PROXY as true, a hop count or addresses, with or without a secret', () => {
    expect(proxy({ TRUST_PROXY: 'true' })).toEqual({ trustProxy: true, secret: null });
    expect(proxy({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(proxy({ TRUST_PROXY: '10.0.0.0/8', PROXY_SECRET: SECRET })).toEqual({
      trustProxy: '10.0.0.0/8',
      secret: SECRET,
    });
    expect(proxy({ TRUST_PROXY: 'false', PROXY_SECRET: SECRET }).trustProxy).toBe(false);
  });

  it('refuses a secret short enough to guess', () => {
    expect(refusal({ PROXY_SECRET: 'short' })).toThrow(
      'PROXY_SECRET must be at least 32 characters',
    );
  });
});

describe('REDIS_URL', () => {
  it('takes a redis:// or rediss:// URL and refuses others without repeating them', () => {
    expect(loadConfig({ REDIS_URL: ' redis://:pw@cache:6379/2 ' }, false).redisUrl).toBe(
      'redis://:pw@cache:6379/2',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://cache' }, false).redisUrl).toBe('rediss://cache');
    expect(refusal({ REDIS_URL: 'http://:pw@cache' })).toThrow(
      /^REDIS_URL must start with redis:\/\/ \(got http:\/\/\.\.\.\)$/,
    );
  });
});

describe('SHOP_TIME_ZONE', () => {
  it('takes an IANA name, spelled as the platform spells it', () => {
    expect(loadConfig({ SHOP_TIME_ZONE: ' America/New_York ' }, false).shopTimeZone).toBe(
      'America/New_York',
    );
    expect(readVariable('SHOP_TIME_ZONE', 'europe/london')).toBe('Europe/London');
    expect(readVariable('SHOP_TIME_ZONE', undefined)).toBe('UTC');
  });

  it('refuses anything else with a message that says what to set', () => {
    expect(() => readVariable('SHOP_TIME_ZONE', 'Mars/Olympus_Mons')).toThrow(
      'SHOP_TIME_ZONE must be an IANA time zone name such as UTC, Europe/London or America/New_York, got "Mars/Olympus_Mons"',
    );
  });
});

describe('API_DOCS', () => {
  it('serves the docs outside production, and in production only when API_DOCS=public', () => {
    expect(loadConfig({}, false).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }, false).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(64) }, false).apiDocs).toBe(
      false,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', API_DOCS: 'public', JWT_SECRET: 'x'.repeat(64) }, false)
        .apiDocs,
    ).toBe(true);
  });

  it('refuses any other value rather than guess', () => {
    expect(() => readVariable('API_DOCS', 'yes')).toThrow(
      'API_DOCS must be one of public, got "yes"',
    );
  });
});

describe('METRICS_TOKEN and OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('has no metrics token and no tracing when unset', () => {
    expect(loadConfig({}, false)).toMatchObject({ metricsToken: null, otlpEndpoint: null });
  });

  it('takes a long token and a collector URL without its trailing slash', () => {
    const config = loadConfig(
      { METRICS_TOKEN: SECRET, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' },
      false,
    );
    expect(config).toMatchObject({ metricsToken: SECRET, otlpEndpoint: 'http://collector:4318' });
  });

  it('refuses a short token without repeating it, and a collector that is no http URL', () => {
    expect(refusal({ METRICS_TOKEN: 'short-token' })).toThrow(
      new ConfigError('METRICS_TOKEN must be at least 32 characters long'),
    );
    expect(refusal({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' })).toThrow(
      'OTEL_EXPORTER_OTLP_ENDPOINT must start with http:// (got grpc://...)',
    );
  });

  // docs/operations.md#e-mail-and-the-outbox
  it('sends e-mail only with SMTP_URL, from MAIL_FROM when given', () => {
    expect(loadConfig({}, false).mail).toEqual({ smtpUrl: null, from: null });
    const env = {
      SMTP_URL: 'smtps://shop:secret@mail:465',
      MAIL_FROM: 'FitShop <shop@example.com>',
    };
    expect(loadConfig(env, false).mail).toEqual({
      smtpUrl: 'smtps://shop:secret@mail:465',
      from: 'FitShop <shop@example.com>',
    });
  });

  it('refuses an SMTP_URL of another scheme without repeating it, and a From without an address', () => {
    expect(refusal({ SMTP_URL: 'http://shop:secret@mail' })).toThrow(
      new ConfigError('SMTP_URL must start with smtp:// (got http://...)'),
    );
    expect(refusal({ MAIL_FROM: 'FitShop' })).toThrow(
      'MAIL_FROM must be an e-mail address, or a name and <address>',
    );
  });
});
