// @ts-check
// `npm run figures [-- --timings]`: the numbers the README reports.
// Sizes: gzip bytes of the JavaScript the browser loads for `/` and `/products` (shell +
// storefront + shared), measured in Chromium against the built site, and of each remote's
// entry file. Lighthouse mobile performance and accessibility of both pages (tools/lighthouse.mjs).
// Needs the full build (`npm run build`); sections of docs/figures.md it does not write are kept.
// --timings: clones the repository into a temporary folder and times `npm install`,
// the full build and `npm test` there (a fresh clone, as CI sees it).
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as prettier from 'prettier';
import { REMOTES, ROOT, distOf } from './apps.mjs';
import { LIGHTHOUSE_RUNS, lighthouseScores, lighthouseSection } from './lighthouse.mjs';

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const FIGURES_FILE = path.join(ROOT, 'docs/figures.md');
/** Sections this script writes; any other section of docs/figures.md is kept as it is. */
const GENERATED = [
  '## JavaScript loaded for',
  '## Lighthouse',
  '## Remote entries',
  '## Timings in a fresh clone',
];

/** @param {string} file */
function keptSections(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split(/^(?=## )/m)
    .slice(1)
    .filter((section) => !GENERATED.some((heading) => section.startsWith(heading)))
    .map((section) => section.trimEnd());
}

/** @typedef {{ url: string, gzip: number }} Script */

/** @param {string} page @param {Script[]} scripts @param {string} budget */
function javascriptSection(page, scripts, budget) {
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  return [
    `## JavaScript loaded for \`${page}\` (gzip): ${kb(total)}${budget}`,
    '',
    '| file | gzip |',
    '|---|---|',
    ...[...scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `| ${s.url.replace(/^https?:\/\/localhost/, '')} | ${kb(s.gzip)} |`),
  ];
}

const SITE = 'http://localhost:4200';
const PAGES = ['/', '/products'];

/**
 * Runs `measure` against the built site (tools/start.mjs --no-build on a scratch SQLite).
 * @template T
 * @param {() => Promise<T>} measure
 */
async function withSite(measure) {
  const site = spawn(process.execPath, ['tools/start.mjs', '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-figures-')),
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => site.once('exit', resolve));
  try {
    for (let i = 0; ; i++) {
      const healthy = await fetch(`${SITE}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      if (i === 240 || site.exitCode !== null)
        throw new Error('The site did not start (are ports 3333 and 4200-4204 free?)');
      await new Promise((r) => setTimeout(r, 500));
    }
    return await measure();
  } finally {
    // Wait for the site (and the API it started) to go, so the ports are free afterwards.
    if (site.exitCode === null) site.kill('SIGTERM');
    await exited;
  }
}

/**
 * Gzip size of every script a fresh browser context loads for `page`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} page
 */
async function javascriptFor(browser, page) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  /** @type {Promise<Script>[]} */
  const scripts = [];
  tab.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  await tab.goto(SITE + page, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(scripts);
  await context.close();
  return loaded;
}

async function measurePages() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  /** @type {Record<string, Script[]>} */
  const javascript = {};
  for (const page of PAGES) javascript[page] = await javascriptFor(browser, page);
  await browser.close();
  /** @type {Parameters<typeof lighthouseSection>[0]} */
  const scores = {};
  for (const page of PAGES) {
    console.log(`Lighthouse ${page}: ${LIGHTHOUSE_RUNS} runs…`);
    scores[page] = await lighthouseScores(SITE + page);
  }
  return { javascript, scores };
}

/** When each measured build was made, since a stale folder would measure old code. */
function builtAt() {
  return [['shell', 'index.html'], ...REMOTES.map(({ folder }) => [folder, 'remoteEntry.js'])]
    .filter(([folder, file]) => existsSync(path.join(distOf(folder), file)))
    .map(([folder, file]) => {
      const time = statSync(path.join(distOf(folder), file)).mtime.toISOString();
      return `${folder}/dist ${time.slice(0, 16).replace('T', ' ')} UTC`;
    })
    .join(', ');
}

function remoteEntrySizes() {
  return REMOTES.map(({ name, folder }) => {
    const file = path.join(distOf(folder), 'remoteEntry.js');
    if (!existsSync(file)) return { name, size: `not built (no ${folder}/dist)` };
    return { name, size: kb(gzipSync(readFileSync(file), { level: 9 }).length) };
  });
}

/** @param {string} cwd @param {string} command */
function timeCommand(cwd, command) {
  const started = process.hrtime.bigint();
  const run = spawnSync('bash', ['-c', command], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return `${seconds.toFixed(0)} s${run.status === 0 ? '' : ' (failed)'}`;
}

function timings() {
  const clone = mkdtempSync(path.join(tmpdir(), 'shop-clone-'));
  spawnSync('git', ['clone', '-q', ROOT, clone], { stdio: 'inherit' });
  return {
    'npm install': timeCommand(clone, 'npm install --no-audit --no-fund'),
    'full build (npm run build)': timeCommand(clone, 'npm run build'),
    'npm test': timeCommand(clone, 'npm test'),
  };
}

// `/` and `/products` need the shell and the storefront; other remotes only add entry sizes.
const missing = ['shell', 'mf-storefront'].filter(
  (folder) =>
    !existsSync(path.join(distOf(folder), folder === 'shell' ? 'index.html' : 'remoteEntry.js')),
);
if (missing.length > 0) {
  console.error(
    `No build in ${missing.map((f) => `${f}/dist`).join(', ')}: run \`npm run build\` first.`,
  );
  process.exit(1);
}
const { javascript, scores } = await withSite(measurePages);
const lines = [
  '# Figures',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores) by \`npm run figures\`.`,
  '',
  `Builds measured: ${builtAt()}.`,
  '',
  ...javascriptSection('/', javascript['/'] ?? [], ' (budget 250 KB)'),
  '',
  ...javascriptSection('/products', javascript['/products'] ?? [], ''),
  '',
  ...lighthouseSection(scores),
  '',
  '## Remote entries (remoteEntry.js, gzip)',
  '',
  '| remote | gzip |',
  '|---|---|',
  ...remoteEntrySizes().map((r) => `| ${r.name} | ${r.size} |`),
];
if (process.argv.includes('--timings')) {
  lines.push('', '## Timings in a fresh clone', '', '| command | time |', '|---|---|');
  for (const [command, time] of Object.entries(timings())) lines.push(`| ${command} | ${time} |`);
}
const markdown = [lines.join('\n'), ...keptSections(FIGURES_FILE)].join('\n\n');
// Formatted as `prettier --check` (part of `npm test`) expects.
const formatted = await prettier.format(`${markdown.trimEnd()}\n`, {
  ...(await prettier.resolveConfig(FIGURES_FILE)),
  filepath: FIGURES_FILE,
});
mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
writeFileSync(FIGURES_FILE, formatted);
console.log(formatted);
