// @ts-check
// `node perf/devices/first-pages.mjs <variant> [--rounds=N]`: Lighthouse (mobile preset,
// perf/figures/lighthouse.mjs) of `/` and `/products` on the shell and storefront built as they
// are beside the two built without one device (a variant of build-variant.mjs, e.g.
// `no-subpath-keys`; built here with `--compressed` unless /tmp/build-variant has them). Each
// side is released as production releases it (its own releases folder, the first screens
// composed for it) and served by tools/serve.mjs in front of one built API on a scratch SQLite
// database. Rounds alternate the sides' order; figures are medians, with the load average.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { switchLive, storeBuild } from '../../tools/release/releases.mjs';
import { serveSite } from '../../tools/serve.mjs';
import * as bench from '../bench/support.mjs';
import { audit } from '../figures/lighthouse.mjs';
import { median } from './support.mjs';

const variant = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!variant) throw new Error('Usage: node perf/devices/first-pages.mjs <variant> [--rounds=N]');
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 5);
const PAGES = ['/', '/products'];
const METRICS = {
  'total blocking time': 'total-blocking-time',
  'first contentful paint': 'first-contentful-paint',
  'largest contentful paint': 'largest-contentful-paint',
};

/** The build of `project` for one side, made by build-variant.mjs if it is not there yet. */
function buildOf(/** @type {string} */ project, /** @type {string} */ side) {
  const dir = path.join('/tmp/build-variant', `${project}-${side}`);
  if (existsSync(path.join(dir, 'index.html')) || existsSync(path.join(dir, 'mf-manifest.json')))
    return dir;
  const script = path.join(import.meta.dirname, 'build-variant.mjs');
  const build = spawnSync(process.execPath, [script, project, side, '--compressed'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`Building ${project} ${side} failed`);
  return dir;
}

/** A side released into its own folder (first screens composed) and served on a free port. */
async function serveSide(/** @type {string} */ side, /** @type {string} */ apiTarget) {
  const shellDir = buildOf('shell', side);
  const root = mkdtempSync(path.join(tmpdir(), `first-pages-${side}-`));
  const { version } = await storeBuild('storefront', buildOf('mf-storefront', side), root);
  await switchLive({ storefront: version }, root, shellDir);
  const port = await bench.freePort();
  const site = await serveSite({
    port,
    host: '127.0.0.1',
    shellRoot: shellDir,
    releasesRoot: root,
    apiTarget,
  });
  return { side, url: `http://127.0.0.1:${port}`, close: () => site.close() };
}

bench.buildApi();
const api = await bench.serve((port) =>
  bench.startApi({
    port,
    dataDir: mkdtempSync(path.join(tmpdir(), 'first-pages-')),
    pinned: false,
  }),
);
const sites = [await serveSide('as-is', api.base), await serveSide(variant, api.base)];
/** @type {Record<string, import('lighthouse').Result[]>} */
const reports = {};
const loads = [];
try {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...sites].reverse() : sites;
    for (const page of PAGES) {
      for (const site of order) {
        loads.push(os.loadavg()[0] ?? 0);
        console.log(`round ${round + 1}/${rounds}: ${page} ${site.side}`);
        (reports[`${page} ${site.side}`] ??= []).push(await audit(site.url + page));
      }
    }
  }
} finally {
  await Promise.all(sites.map((site) => site.close()));
  await bench.stopProcess(api.child);
}

const sortedLoads = [...loads].sort((a, b) => a - b);
console.log(
  `\n${rounds} rounds, load average ${sortedLoads[0]?.toFixed(1)}–${sortedLoads.at(-1)?.toFixed(1)} (median ${median(loads).toFixed(1)})`,
);
for (const [name, runs] of Object.entries(reports)) {
  const figures = Object.entries(METRICS).map(([label, id]) => {
    const values = runs.map((lhr) => Math.round(lhr.audits[id]?.numericValue ?? 0));
    return `${label} ${median(values)} ms [${values.join(', ')}]`;
  });
  const scores = runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  console.log(`${name}: score ${median(scores)} [${scores.join(', ')}]; ${figures.join('; ')}`);
}
