// @ts-check
// `npm run figures [-- --rounds=N] [-- --pages=/,/products] [-- --timings]`: the numbers docs/figures.md reports.
// Sizes: gzip bytes of the JavaScript the browser loads for `/`, `/products` and, signed in
// as staff, `/reports` (chart code included), measured in Chromium against the built site,
// and of each remote's entry file. Lighthouse (mobile preset) of the shop's first pages,
// alternated round by round with a minimal React page built and served here
// (minimal-page.mjs), so the comparison holds on any machine: the absolute score depends on
// the machine, the difference to the minimal page much less. Needs the full build
// (`npm run build`); sections of docs/figures.md it does not write are kept.
// --pages=/,/products: only those pages beside the minimal page, printed, docs/figures.md
// left as it is (quick checks while working on a page).
// --timings: clones the repository into a temporary folder and times `npm install`,
// the full build and `npm test` there (a fresh clone, as CI sees it).
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as prettier from 'prettier';
import { DEMO_ACCOUNTS, REMOTES, ROOT, distOf } from '../../tools/apps.mjs';
import { audit, summarize } from './lighthouse.mjs';
import { serveMinimalPage } from './minimal-page.mjs';

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const FIGURES_FILE = path.join(ROOT, 'docs/figures.md');
/** Sections this script writes; any other section of docs/figures.md is kept as it is. */
const GENERATED = [
  '## JavaScript loaded for',
  '## Lighthouse',
  '## Remote entries',
  '## Timings in a fresh clone',
];
const SITE = 'http://localhost:4200';
const MINIMAL_PAGE_PORT = 4290;
const MINIMAL = 'minimal React page';
/** The value of `--name=value` on the command line, if given. @param {string} name */
const option = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const STAFF_PAGE = '/reports';
const chosenPages = option('pages')?.split(',');
/** The shop's first pages (compared with the minimal page) and the staff page measured once per round. */
const FIRST_PAGES = ['/', '/products'].filter((page) => chosenPages?.includes(page) ?? true);
const measureStaffPage = chosenPages?.includes(STAFF_PAGE) ?? true;
const rounds = Number(option('rounds') ?? 5);
// Targets of docs/figures.md: within 5 points and 100 ms of blocking time of the minimal
// page, the main content within 2.5 s on the mobile preset, accessibility 100.
const TARGET = { points: 5, blockingMs: 100, lcpMs: 2500, accessibility: 100 };

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
/** @typedef {Record<string, string>} Storage */

/** @param {string} page @param {Script[]} scripts @param {string} note */
function javascriptSection(page, scripts, note) {
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  return [
    `## JavaScript loaded for \`${page}\` (gzip): ${kb(total)}${note}`,
    '',
    '| file | gzip |',
    '|---|---|',
    ...[...scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `| ${s.url.replace(/^https?:\/\/localhost(:4200)?/, '')} | ${kb(s.gzip)} |`),
  ];
}

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
        throw new Error('The site did not start (are ports 3333 and 4200 free?)');
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
 * A staff session as the shop keeps it in local storage
 * (docs/product/roles-and-rules.md#business-constants-and-limits).
 */
async function staffSession() {
  const staff = DEMO_ACCOUNTS.find(([username]) => username === 'staff');
  if (!staff) throw new Error('No staff demo account');
  const response = await fetch(`${SITE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: staff[0], password: staff[1] }),
  });
  if (!response.ok) throw new Error(`Signing in as staff failed: ${response.status}`);
  const { access_token, user } = /** @type {{ access_token: string, user: unknown }} */ (
    await response.json()
  );
  return { access_token, user: JSON.stringify(user) };
}

/**
 * Gzip size of every script a fresh browser context loads for `url`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {Storage} [storage]
 */
async function javascriptFor(browser, url, storage) {
  const context = await browser.newContext();
  if (storage)
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
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
  await tab.goto(url, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(scripts);
  await context.close();
  return loaded;
}

async function measurePages() {
  const minimal = await serveMinimalPage(MINIMAL_PAGE_PORT);
  try {
    const staff = await staffSession();
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    /** @type {Record<string, Script[]>} */
    const javascript = {};
    for (const page of FIRST_PAGES) javascript[page] = await javascriptFor(browser, SITE + page);
    if (measureStaffPage)
      javascript[STAFF_PAGE] = await javascriptFor(browser, SITE + STAFF_PAGE, staff);
    javascript[MINIMAL] = await javascriptFor(browser, minimal.url);
    await browser.close();

    /** @type {[string, string, Storage | undefined][]} */
    const audited = [
      [MINIMAL, minimal.url, undefined],
      ...FIRST_PAGES.map(
        (page) => /** @type {[string, string, undefined]} */ ([page, SITE + page, undefined]),
      ),
      ...(measureStaffPage
        ? [/** @type {[string, string, Storage]} */ ([STAFF_PAGE, SITE + STAFF_PAGE, staff])]
        : []),
    ];
    /** @type {Record<string, import('lighthouse').Result[]>} */
    const reports = Object.fromEntries(audited.map(([name]) => [name, []]));
    // Round by round, so a slow minute of this shared machine hits every page alike.
    for (let round = 1; round <= rounds; round++) {
      for (const [name, url, storage] of audited) {
        console.log(`Lighthouse round ${round}/${rounds}: ${name}`);
        reports[name]?.push(await audit(url, storage));
      }
    }
    const scores = Object.fromEntries(
      Object.entries(reports).map(([name, runs]) => [name, summarize(runs)]),
    );
    return { javascript, scores };
  } finally {
    await minimal.close();
  }
}

/** @typedef {ReturnType<typeof summarize>} Scores */

/** @param {Record<string, Scores>} scores */
function lighthouseSection(scores) {
  const yardstick = scores[MINIMAL];
  if (!yardstick) throw new Error('The minimal page was not measured');
  /** @param {string} name */
  const label = (name) => (name === MINIMAL ? MINIMAL : `\`${name}\``);
  const lines = [
    `## Lighthouse beside a minimal React page (mobile preset; medians of ${rounds} rounds)`,
    '',
    `Each round audits the ${MINIMAL} (React and ReactDOM rendering a 20-item list with`,
    'buttons, built with webpack and served gzip-compressed from loopback; `perf/figures/minimal-page/`),',
    `then the shop's pages, each in a fresh browser; \`${STAFF_PAGE}\` signed in as staff. Simulated`,
    'slow-4G mobile throttling on this shared 2-core machine, against the production build served',
    'by `tools/start.mjs`. Every figure is the median of its runs.',
    '',
    '| page | performance | (runs) | TBT | LCP | FCP | CLS | Speed Index | accessibility |',
    '|---|---|---|---|---|---|---|---|---|',
    ...Object.entries(scores).map(
      ([name, s]) =>
        `| ${label(name)} | **${s.performance}** | ${s.performanceRuns.join(' / ')} | ${Math.round(s.tbtMs)} ms | ${seconds(s.lcpMs)} | ${seconds(s.fcpMs)} | ${s.cls.toFixed(2)} | ${seconds(s.speedIndexMs)} | **${s.accessibility}** |`,
    ),
    '',
    `Targets for the first pages: performance within ${TARGET.points} points of the minimal page, total`,
    `blocking time within ${TARGET.blockingMs} ms of it, largest contentful paint under ${seconds(TARGET.lcpMs)}, accessibility ${TARGET.accessibility}.`,
    '',
    '| page | performance − minimal | TBT − minimal | LCP | accessibility | targets |',
    '|---|---|---|---|---|---|',
  ];
  for (const page of FIRST_PAGES) {
    const s = scores[page];
    if (!s) continue;
    const points = s.performance - yardstick.performance;
    const blocking = Math.round(s.tbtMs - yardstick.tbtMs);
    const missed = [
      points < -TARGET.points && `performance by ${-points - TARGET.points} points`,
      blocking > TARGET.blockingMs && `TBT by ${blocking - TARGET.blockingMs} ms`,
      s.lcpMs >= TARGET.lcpMs && `LCP by ${seconds(s.lcpMs - TARGET.lcpMs)}`,
      s.accessibility < TARGET.accessibility && 'accessibility',
    ].filter(Boolean);
    lines.push(
      `| \`${page}\` | ${points >= 0 ? '+' : ''}${points} | ${blocking >= 0 ? '+' : ''}${blocking} ms | ${seconds(s.lcpMs)} | ${s.accessibility} | ${missed.length ? `missed: ${missed.join(', ')}` : 'met'} |`,
    );
  }
  for (const [name, s] of Object.entries(scores)) {
    const missed = [...s.performanceShortfalls, ...s.accessibilityShortfalls];
    if (missed.length === 0) continue;
    lines.push('', `What costs ${label(name)} points (median run):`, '');
    for (const finding of missed)
      lines.push(`- ${finding.title}${finding.detail ? `: ${finding.detail}` : ''}`);
  }
  return lines;
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
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return `${elapsed.toFixed(0)} s${run.status === 0 ? '' : ' (failed)'}`;
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

const missing = ['shell', ...REMOTES.map((r) => r.folder)].filter(
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
if (chosenPages) {
  // Some pages only: a quick check, printed; docs/figures.md reports whole runs.
  console.log(lighthouseSection(scores).join('\n'));
  process.exit(0);
}
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
  ...javascriptSection(
    STAFF_PAGE,
    javascript[STAFF_PAGE] ?? [],
    ', signed in as staff, charts included',
  ),
  '',
  ...javascriptSection(MINIMAL, javascript[MINIMAL] ?? [], ''),
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
