// @ts-check
// The front end on one origin, served by kept software (docs/architecture.md#serving):
// Fastify with @fastify/static for files and @fastify/http-proxy for /api, whose answers
// @fastify/compress gzips as nginx's `gzip_proxied` does (the files are compressed at build).
//   /                                  the shell's build (SPA fallback for client-side routes);
//                                      `/` from its first screen when one is composed
//   /remotes/<remote>/<version>/<file> a released remote (releases/, tools/release/)
//   /remotes/<remote>/index.json       its stored versions, which a staff preview may name
//   /remotes.json                      the live remote map, read on every request
//   /api/…                             the API, naming the browser in X-Forwarded-For
//   /media/…                           uploaded pictures, from the API, which keeps them in its
//                                      data folder and says how long to cache them
// Malformed requests get a 4xx from Fastify, Node's parser or @fastify/static's path
// guards and never reach our code with something it could throw on.
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES } from './apps.mjs';
import { FIRST_SCREENS, FIRST_SCREENS_DIR } from './release/first-screens.mjs';

/**
 * Entry points and manifests: a redeploy or a release must be seen on the next load
 * (docs/architecture.md#federation-traps).
 */
const NEVER_CACHED = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'main.js',
]);
/** `[name].[contenthash:8].js` (tools/webpack/create-config.js): safe to keep for a year. */
const HASHED = /\.[0-9a-f]{8,}\./;
const REMOTE_NAMES = new Set(REMOTES.map((remote) => remote.name));
/** What a released file's path under /remotes/ must look like (the contract with tools/release). */
const RELEASED_FILE = /^\/([a-z]+)\/[A-Za-z0-9._-]+\/[^/].*$/;
/** A remote's stored versions, which the shell checks a preview against (tools/release/release-records.js). */
const VERSION_INDEX = /^\/([a-z]+)\/index\.json$/;

/** @param {string} file */
export function cacheControl(file) {
  const name = path.basename(file);
  if (NEVER_CACHED.has(name)) return 'no-cache';
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The headers on every page and file we serve
 * (docs/decisions/0046-security-headers-on-every-answer.md,
 * docs/decisions/0047-inline-styles-yes-inline-scripts-no.md). Styles allow 'unsafe-inline': antd
 * writes its CSS-in-JS as <style> elements at run time and the shell's page carries its critical
 * CSS inline; scripts never run inline. deploy/nginx sends the same headers; a test compares them.
 * @param {string[]} [remoteOrigins] origins other than ours that the remote map names
 * @returns {Record<string, string>}
 */
export function securityHeaders(remoteOrigins = []) {
  const others = remoteOrigins.length ? ` ${remoteOrigins.join(' ')}` : '';
  return {
    'content-security-policy': [
      "default-src 'self'",
      `script-src 'self'${others}`,
      `connect-src 'self'${others}`,
      "style-src 'self' 'unsafe-inline'",
      // Product photos are URLs kept with the product (docs/product/storefront.md#product-detail):
      // any https host.
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * The origins (other than the page's) that a remote map loads from: in production none,
 * under `npm run dev` the dev servers of the remotes being worked on.
 * @param {unknown} map
 */
export function remoteOriginsOf(map) {
  if (!map || typeof map !== 'object') return [];
  /** @type {Set<string>} */
  const origins = new Set();
  for (const entry of Object.values(map)) {
    if (typeof entry !== 'string' || !/^https?:\/\//.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // An entry that is not a URL loads nothing; the shell shows that remote's fallback.
    }
  }
  return [...origins];
}

/**
 * Serves the shop on one origin. `remoteMapFile` defaults to `<releasesRoot>/remotes.json`;
 * without `apiTarget` there is no /api; `firstScreens: false` sends the shell's plain page
 * for every route (what the first screens are composed from, tools/release/first-screens.mjs).
 * @param {{ port: number, host?: string, shellRoot: string, releasesRoot: string,
 *   remoteMapFile?: string, apiTarget?: string, firstScreens?: boolean }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function serveSite({
  port,
  host = '0.0.0.0',
  shellRoot,
  releasesRoot,
  remoteMapFile = path.join(releasesRoot, 'remotes.json'),
  apiTarget,
  firstScreens = true,
}) {
  const app = Fastify({ logger: false });

  /**
   * The page headers for the map as it is now: a release or a rollback replaces the file
   * (tools/release/), and a page must allow the origins its map will load from.
   */
  const currentHeaders = async () => {
    try {
      return securityHeaders(remoteOriginsOf(JSON.parse(await readFile(remoteMapFile, 'utf8'))));
    } catch {
      return securityHeaders();
    }
  };
  let headers = await currentHeaders();

  // Only origin-form targets ("/path"): `*`, `http://host/…` and the like are not ours to serve.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.url?.startsWith('/')) return done();
    void reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
  });
  // Node drops a CONNECT without a listener by closing the socket; answer it instead.
  app.server.on('connect', (_request, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });

  // Every answer that is not the API's own carries the page headers (the API sets its own);
  // a page gets them as of its map, other files as of the last page.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) return payload;
    if (String(reply.getHeader('content-type')).startsWith('text/html')) {
      headers = await currentHeaders();
    }
    reply.headers(headers);
    return payload;
  });

  if (apiTarget) {
    // Registered inside its own plugin, compress sees only the API's answers.
    await app.register(async (api) => {
      await api.register(compress, { encodings: ['gzip'] });
      await api.register(httpProxy, {
        upstream: apiTarget,
        prefix: '/api',
        rewritePrefix: '/api',
        replyOptions: {
          rewriteRequestHeaders: (request, requestHeaders) => {
            // The API throttles sign-in per client address, so it must see the browser's, not
            // ours; any X-Forwarded-For the browser sent is replaced, never trusted. The API
            // believes it only with the proxy secret, which a browser must never supply.
            const forwarded = { ...requestHeaders };
            delete forwarded['x-proxy-secret'];
            const secret = process.env.PROXY_SECRET;
            return {
              ...forwarded,
              'x-forwarded-for': request.socket.remoteAddress ?? '',
              ...(secret ? { 'x-proxy-secret': secret } : {}),
            };
          },
          onError: (reply) => {
            void reply
              .code(502)
              .type('application/json')
              .send({ error: 'The shop API is not reachable' });
          },
        },
      });
    });
  }

  if (apiTarget) {
    // The API serves only the names it stored, with a year's caching
    // (services/api/src/pictures/media-files.ts); its answer passes through as it is.
    await app.register(httpProxy, {
      upstream: apiTarget,
      prefix: '/media',
      rewritePrefix: '/media',
      httpMethods: ['GET', 'HEAD'],
    });
  }

  app.get('/remotes.json', async (_request, reply) => {
    const text = await readFile(remoteMapFile, 'utf8').catch(() => null);
    if (text === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(text);
  });

  // `/` with its first screen in the HTML, `/products` with its preload hints, when the
  // release tools composed them for the live shell and storefront
  // (docs/performance.md#first-screens-composed-at-release); else the plain page.
  const firstScreensRoot = path.resolve(releasesRoot, FIRST_SCREENS_DIR);
  for (const screen of FIRST_SCREENS) {
    app.get(screen.path, async (request, reply) => {
      const composed =
        firstScreens &&
        (screen.anyQuery || !request.url.includes('?')) &&
        (await access(path.join(firstScreensRoot, screen.file)).then(
          () => true,
          () => false,
        ));
      return composed
        ? reply.sendFile(screen.file, firstScreensRoot)
        : reply.sendFile('index.html');
    });
  }

  /** @param {import('fastify').FastifyReply} reply @param {string} file */
  const fileHeaders = (reply, file) => {
    reply.header('cache-control', cacheControl(file));
  };
  // Source maps stay build artefacts for error tracking; they are never served
  // (docs/decisions/0048-source-maps-built-never-served.md).
  /** @param {string} pathName */
  const notSourceMap = (pathName) => !pathName.endsWith('.map');

  await app.register(fastifyStatic, {
    root: path.resolve(shellRoot),
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    dotfiles: 'deny',
    // The .br/.gz files made at build time (tools/webpack/create-config.js), as nginx's gzip_static.
    preCompressed: true,
    setHeaders: fileHeaders,
    allowedPath: notSourceMap,
  });
  await app.register(fastifyStatic, {
    root: path.resolve(releasesRoot),
    prefix: '/remotes/',
    decorateReply: false,
    wildcard: true,
    index: false,
    dotfiles: 'deny',
    preCompressed: true,
    setHeaders: fileHeaders,
    // Only released files of known remotes and their version lists: nothing else under
    // releases/ (the map, the history, the lock).
    allowedPath: (pathName) => {
      const match = RELEASED_FILE.exec(pathName) ?? VERSION_INDEX.exec(pathName);
      return Boolean(match && REMOTE_NAMES.has(match[1]) && notSourceMap(pathName));
    },
  });

  // The shell's client-side routes (/products/7) get its page; a missing file is a 404.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').send();
    }
    const isRoute =
      !path.posix.extname(pathname) && !pathname.startsWith('/remotes/') && !isApiPath(pathname);
    if (!isRoute) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${shown}:${port}`,
    close: () => app.close(),
  };
}

/** @param {string} url */
function isApiPath(url) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
