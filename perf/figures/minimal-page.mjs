// @ts-check
// The minimal React page the figures measure beside the shop (docs/figures.md): built with
// webpack in production mode, precompressed, and served gzip-compressed from loopback by
// Fastify's static plugin, as a well-served single-page app would be.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'minimal-page');

/** @param {string} output @returns {Promise<void>} */
function build(output) {
  const compiler = webpack({
    mode: 'production',
    context: SOURCE,
    entry: { main: './app.js' },
    output: { path: output, filename: '[name].js' },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors())
        reject(error ?? new Error(stats?.toString('errors-only') ?? 'webpack failed'));
      else resolve();
    }),
  );
}

/**
 * Builds the page into a temporary folder and serves it on `port`.
 * @param {number} port
 * @returns {Promise<{ url: string, javascriptGzip: number, close: () => Promise<void> }>}
 */
export async function serveMinimalPage(port) {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-minimal-page-'));
  await build(root);
  copyFileSync(path.join(SOURCE, 'index.html'), path.join(root, 'index.html'));
  let javascriptGzip = 0;
  for (const file of readdirSync(root)) {
    const zipped = gzipSync(readFileSync(path.join(root, file)), { level: 9 });
    writeFileSync(path.join(root, `${file}.gz`), zipped);
    if (file.endsWith('.js')) javascriptGzip += zipped.length;
  }
  const server = Fastify();
  await server.register(fastifyStatic, { root, preCompressed: true });
  await server.listen({ port, host: '127.0.0.1' });
  return { url: `http://localhost:${port}/`, javascriptGzip, close: () => server.close() };
}
