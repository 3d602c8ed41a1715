// @ts-check
// What the bare yardsticks share: a mysql2 pool shaped like the API's (10 connections,
// UTC), and a node:http server answering one list route plus /api/health, which stops
// cleanly on SIGTERM. Env: PORT, DATABASE_URL.
import { createServer } from 'node:http';
import mysql from 'mysql2/promise';

export const pool = mysql.createPool({
  uri: process.env.DATABASE_URL,
  connectionLimit: 10,
  timezone: 'Z',
});

/**
 * Serves `list` at `path` (with and without the trailing slash) until SIGTERM.
 * @param {string} path  e.g. `/api/products`
 * @param {(params: URLSearchParams) => Promise<unknown>} list
 */
export function serveList(path, list) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    /** @param {number} status @param {unknown} body */
    const send = (status, body) => {
      const text = JSON.stringify(body);
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
      });
      response.end(text);
    };
    try {
      if (url.pathname === '/api/health') return send(200, { status: 'ok' });
      if (url.pathname === path || url.pathname === `${path}/`)
        return send(200, await list(url.searchParams));
      send(404, { error: 'Not found' });
    } catch (error) {
      console.error(error);
      send(500, { error: 'Internal server error' });
    }
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close(() => pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  });
}
