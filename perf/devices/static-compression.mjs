// @ts-check
// `node perf/devices/static-compression.mjs [dist]` (default mf-storefront/dist, after
// `npx nx run mf-storefront:build`): CPU per request of serving the largest script as the
// build compressed it (@fastify/static `preCompressed`, as tools/serve.mjs does) against
// compressing it on each request (@fastify/compress with its defaults), for a browser's
// `br, gzip` and for `gzip` alone. Requests are injected: no network, only the server's work.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { cpuPerCall } from './support.mjs';

const root = path.resolve(process.argv[2] ?? 'mf-storefront/dist');
const file = readdirSync(root)
  .filter((name) => name.endsWith('.js') && readdirSync(root).includes(`${name}.br`))
  .sort((a, b) => statSync(path.join(root, b)).size - statSync(path.join(root, a)).size)[0];

const preCompressed = Fastify();
await preCompressed.register(fastifyStatic, { root, preCompressed: true });
const perRequest = Fastify();
await perRequest.register(compress);
await perRequest.register(fastifyStatic, { root });

/** @type {Record<string, number>} */
const bytes = {};
/**
 * @param {import('fastify').FastifyInstance} app
 * @param {string} encoding
 * @param {string} side
 */
const fetchFile = async (app, encoding, side) => {
  const answer = await app.inject({ url: `/${file}`, headers: { 'accept-encoding': encoding } });
  if (answer.statusCode !== 200) throw new Error(`${side}: HTTP ${answer.statusCode}`);
  bytes[side] = answer.rawPayload.length;
};

console.log(`${file}: ${statSync(path.join(root, file)).size} bytes`);
for (const encoding of ['br, gzip', 'gzip']) {
  const cost = await cpuPerCall(
    {
      'compressed at build': () => fetchFile(preCompressed, encoding, 'compressed at build'),
      'compressed per request': () => fetchFile(perRequest, encoding, 'compressed per request'),
    },
    { rounds: 15, perBlock: 200 },
  );
  for (const [side, us] of Object.entries(cost)) {
    console.log(
      `${encoding}, ${side}: median ${(us / 1000).toFixed(2)} ms of CPU per request, ${bytes[side]} bytes sent`,
    );
  }
}
