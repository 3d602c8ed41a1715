import { createInstance } from '@module-federation/enhanced/runtime';
import {
  EntryLoadError,
  LoadTimeoutError,
  cacheBusted,
  errorCode,
  fetchManifest,
  loadWithRetry,
  resiliencePlugin,
  versionInUrl,
} from './resilience-plugin';

const MANIFEST_URL = 'http://localhost/remotes/storefront/0.1.0-abc123/mf-manifest.json';
const MANIFEST = {
  id: 'storefront',
  name: 'storefront',
  metaData: {
    name: 'storefront',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    globalName: 'storefront',
    publicPath: 'auto',
    types: { path: '', name: '', zip: '', api: '' },
    buildInfo: { buildVersion: '0.1.0', buildName: '@shop/mf-storefront' },
    type: 'app',
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'storefront:app',
      name: 'app',
      path: './app',
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    },
  ],
};
// Short deadlines keep the tests quick; what is asserted is the outcome, never the time.
const FAST = { timeoutMs: 50, now: () => 7 };
const never = () => new Promise<never>(() => undefined);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answering = (answer: () => Response) => () => Promise.resolve(answer());
const loaded = (url: string) => Promise.resolve(`loaded ${url}`);
const newLog = () => jest.fn<void, [string, unknown]>();

describe('loadWithRetry', () => {
  it('uses the first answer when it succeeds', async () => {
    const attempt = jest.fn(loaded);
    await expect(loadWithRetry('/a.json', attempt, FAST)).resolves.toBe('loaded /a.json');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('tries once more with a cache-busting query after a failure', async () => {
    const attempt = jest
      .fn<Promise<string>, [string, AbortSignal]>()
      .mockRejectedValueOnce(new Error('answered 500'))
      .mockImplementation(loaded);
    await expect(loadWithRetry('/a.json', attempt, FAST)).resolves.toBe('loaded /a.json?retry=7');
    expect(attempt.mock.calls.map(([url]) => url)).toEqual(['/a.json', '/a.json?retry=7']);
  });

  it('gives up after the second failure with its error', async () => {
    const attempt = jest
      .fn<Promise<string>, [string, AbortSignal]>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'));
    await expect(loadWithRetry('/a.json', attempt, FAST)).rejects.toThrow('second');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('gives up at the deadline on an answer that never comes, and aborts it', async () => {
    let signal: AbortSignal | undefined;
    const attempt = jest.fn((_url: string, given: AbortSignal) => {
      signal = given;
      return never();
    });
    await expect(loadWithRetry('/a.json', attempt, FAST)).rejects.toBeInstanceOf(LoadTimeoutError);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(signal?.aborted).toBe(true);
  });

  it('holds the retry to the same deadline', async () => {
    const attempt = jest
      .fn<Promise<string>, [string, AbortSignal]>()
      .mockRejectedValueOnce(new Error('refused'))
      .mockImplementation(never);
    await expect(loadWithRetry('/a.json', attempt, FAST)).rejects.toBeInstanceOf(LoadTimeoutError);
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});

describe('fetchManifest', () => {
  const signal = new AbortController().signal;

  it('passes a manifest on as a fresh response', async () => {
    const response = await fetchManifest(
      MANIFEST_URL,
      {},
      signal,
      answering(() => json(MANIFEST)),
    );
    expect(response.ok).toBe(true);
    await expect(response.json()).resolves.toEqual(MANIFEST);
  });

  it.each([
    ['an error status', () => json({ error: 'down' }, 500), /answered 500/],
    ['a body that is not JSON', () => new Response('<html>'), /JSON/],
    ['JSON that is no manifest', () => json({ hello: 'world' }), /not a federation manifest/],
  ])('refuses %s', async (_case, answer, message) => {
    await expect(fetchManifest(MANIFEST_URL, {}, signal, answering(answer))).rejects.toThrow(
      message,
    );
  });
});

describe('errorCode and versionInUrl', () => {
  it('reads the federation code from a runtime error or a coded error', () => {
    expect(errorCode(new Error('Failed to get manifest. #RUNTIME-003\nargs: {}'))).toBe(
      'RUNTIME-003',
    );
    expect(errorCode(new EntryLoadError('x'))).toBe('RUNTIME-008');
    expect(errorCode('something else')).toBe('unknown');
  });

  it('reads the version from a released manifest path', () => {
    expect(versionInUrl('/remotes/storefront/0.1.0-abc123/mf-manifest.json')).toBe('0.1.0-abc123');
    expect(versionInUrl('http://localhost:4201/mf-manifest.json')).toBe('unknown');
    expect(versionInUrl(undefined)).toBe('unknown');
  });

  it('adds the busting query after an existing one', () => {
    expect(cacheBusted('/a.js?v=1', 3)).toBe('/a.js?v=1&retry=3');
  });
});

describe('the plugin in the federation runtime', () => {
  const global = globalThis as Record<string, unknown>;
  afterEach(() => {
    delete global.storefront;
  });

  // The runtime keeps loaded entries per URL for the whole page, so each test's host
  // sees its own version of the remote.
  let hosts = 0;
  let entryUrl = '';
  function host(options: Parameters<typeof resiliencePlugin>[0]) {
    hosts += 1;
    entryUrl = MANIFEST_URL.replace('0.1.0-abc123', `0.1.0-test${hosts}`).replace(
      'mf-manifest.json',
      'remoteEntry.js',
    );
    return createInstance({
      name: `host${hosts}`,
      remotes: [{ name: 'storefront', entry: MANIFEST_URL.replace('abc123', `test${hosts}`) }],
      shared: {},
      plugins: [resiliencePlugin({ ...FAST, ...options })],
    });
  }

  it('fails a remote whose manifest answers 500 twice, logging its code and version', async () => {
    const fetchFn = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockImplementation(answering(() => json({ error: 'down' }, 500)));
    const log = newLog();
    await expect(host({ fetchFn, log }).loadRemote('storefront/app')).rejects.toThrow(
      /RUNTIME-003/,
    );
    const manifestUrl = entryUrl.replace('remoteEntry.js', 'mf-manifest.json');
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual([manifestUrl, `${manifestUrl}?retry=7`]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe(
      `[federation] storefront 0.1.0-test${hosts} failed to load (RUNTIME-003)`,
    );
  });

  it('fails a remote whose manifest hangs, at the deadline', async () => {
    const log = newLog();
    await expect(host({ fetchFn: never, log }).loadRemote('storefront/app')).rejects.toThrow(
      /did not load within 50 ms/,
    );
    expect(log.mock.calls[0]?.[0]).toMatch(/\(RUNTIME-003\)$/);
  });

  it('loads an entry on the second try, from a cache-busted URL', async () => {
    const container = { init: jest.fn(), get: () => Promise.resolve(() => ({ mount: 'ok' })) };
    const loadScriptFn = jest
      .fn<Promise<void>, [string, number]>()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockImplementation(() => {
        global.storefront = container;
        return Promise.resolve();
      });
    const instance = host({ fetchFn: answering(() => json(MANIFEST)), loadScriptFn });
    await expect(instance.loadRemote('storefront/app')).resolves.toEqual({ mount: 'ok' });
    expect(loadScriptFn.mock.calls.map(([url]) => url)).toEqual([entryUrl, `${entryUrl}?retry=7`]);
  });

  it('fails a remote whose entry never defines its container, as RUNTIME-008', async () => {
    const log = newLog();
    const loadScriptFn = jest.fn(() => Promise.resolve());
    await expect(
      host({ fetchFn: answering(() => json(MANIFEST)), loadScriptFn, log }).loadRemote(
        'storefront/app',
      ),
    ).rejects.toThrow(/defined no storefront/);
    expect(loadScriptFn).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toBe(
      `[federation] storefront 0.1.0-test${hosts} failed to load (RUNTIME-008)`,
    );
  });
});
