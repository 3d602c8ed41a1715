// @ts-check
// Static web server for one built front-end folder (the shell or a remote).
// The rules that make independent deployment visible (docs/architecture.md §8.2):
// entry points and manifests are never cached, content-hashed chunks are cached for a year.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const NEVER_CACHED = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'main.js',
]);
const HASHED = /\.[0-9a-f]{8,}\./;
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

// Text is sent gzip-compressed (a third of the bytes on a phone's network). Each file is
// compressed once per version: the key holds its modification time, so a redeployed
// file is compressed afresh and never served stale.
/** @type {Map<string, Promise<Buffer>>} */
const compressed = new Map();
/** @param {string} file @param {number} modifiedMs @returns {Promise<Buffer>} */
async function gzipped(file, modifiedMs) {
  const key = `${file}:${modifiedMs}`;
  if (!compressed.has(key)) compressed.set(key, gzipAsync(await readFile(file), { level: 9 }));
  return /** @type {Promise<Buffer>} */ (compressed.get(key));
}

/** @param {string} file */
function cacheControl(file) {
  const name = path.basename(file);
  if (NEVER_CACHED.has(name)) return 'no-cache';
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** @param {string} root @param {string} urlPath @param {boolean} spa */
async function fileFor(root, urlPath, spa) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root)) return null;
  const found = await stat(candidate).catch(() => null);
  if (found?.isFile()) return candidate;
  if (found?.isDirectory()) {
    const index = path.join(candidate, 'index.html');
    if (await stat(index).catch(() => null)) return index;
  }
  // A client-side route (no file extension) gets the shell's page; a missing asset is a 404.
  return spa && !path.extname(clean) ? path.join(root, 'index.html') : null;
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} target
 */
function proxy(req, res, target) {
  const upstream = http.request(
    new URL(req.url ?? '/', target),
    {
      method: req.method,
      // The API throttles sign-in per client address, so it must see the browser's, not ours.
      headers: {
        ...req.headers,
        host: new URL(target).host,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'The shop API is not reachable' }));
  });
  req.pipe(upstream);
}

/**
 * Serves `root` on `port`. With `apiTarget`, requests under /api go to the API
 * (the shell's origin); with `spa`, unknown paths without an extension get index.html.
 * @param {{ root: string, port: number, host?: string, spa?: boolean, apiTarget?: string }} options
 * @returns {Promise<http.Server>}
 */
export function serveStatic({ root, port, host = '0.0.0.0', spa = false, apiTarget }) {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://local');
    if (apiTarget && (pathname === '/api' || pathname.startsWith('/api/')))
      return proxy(req, res, apiTarget);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = await fileFor(absoluteRoot, pathname, spa);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControl(file),
      vary: 'accept-encoding',
    };
    if (
      COMPRESSIBLE.has(path.extname(file)) &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    ) {
      const { mtimeMs } = await stat(file);
      const body = await gzipped(file, mtimeMs);
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
