// @ts-check
// Lighthouse (mobile preset, its default) for the figures: performance and accessibility of a
// page, performance as the median of several runs because the simulated timings wobble.
// Each run gets a fresh headless Chromium (CHROME_PATH, /usr/bin/chromium by default) and an
// empty profile, so no run is served from the previous run's cache.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

/** @typedef {import('lighthouse').Result} Report */

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** @returns {Promise<{ port: number, close: () => Promise<void> }>} */
async function launchChrome() {
  const profile = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
  const chrome = spawn(
    CHROME,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so closing it ends the helper processes too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  /** @type {number} */
  const port = await new Promise((resolve, reject) => {
    let stderr = '';
    chrome.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) resolve(Number(match[1]));
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
  });
  const close = async () => {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    if (chrome.exitCode === null && chrome.pid) process.kill(-chrome.pid, 'SIGTERM');
    await exited;
    try {
      // Helper processes can still be writing the profile as the browser exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Left a Lighthouse profile behind (${profile}): ${String(error)}`);
    }
  };
  return { port, close };
}

/** Five, not three: on this shared host one slow run moves a median of three by 5-10 points. */
export const LIGHTHOUSE_RUNS = 5;

/** @param {string} url @returns {Promise<Report>} */
async function auditOnce(url) {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`Lighthouse returned no report for ${url}`);
    // A page that failed to load still yields a report, with null scores; say why instead.
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.close();
  }
}

/**
 * The audits that cost a category points, biggest saving or weight first.
 * @param {Report} lhr
 * @param {string} category
 */
function shortfalls(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      const details = audit?.details;
      const savingsMs = details && 'overallSavingsMs' in details ? details.overallSavingsMs : 0;
      return audit ? [{ ref, audit, savingsMs: savingsMs ?? 0 }] : [];
    })
    .filter(({ audit }) => audit.score !== null && audit.score < 0.9)
    .filter(({ ref, savingsMs }) => ref.weight > 0 || savingsMs > 0)
    .map(({ ref, audit, savingsMs }) => ({
      title: audit.title,
      detail: audit.displayValue ?? '',
      savingsMs,
      weight: ref.weight,
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.weight - a.weight);
}

/**
 * Median performance score of `runs` runs, with the accessibility score and shortfalls of that run.
 * @param {string} url
 */
export async function lighthouseScores(url, runs = LIGHTHOUSE_RUNS) {
  /** @type {Report[]} */
  const reports = [];
  for (let run = 0; run < runs; run++) reports.push(await auditOnce(url));
  /** @param {Report} lhr @param {string} category */
  const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = reports[Math.floor(reports.length / 2)];
  if (!median) throw new Error('Lighthouse needs at least one run');
  return {
    performance: score(median, 'performance'),
    performanceRuns: reports.map((lhr) => score(lhr, 'performance')),
    accessibility: score(median, 'accessibility'),
    metrics: [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ].map((id) => [median.audits[id]?.title ?? id, median.audits[id]?.displayValue ?? '']),
    performanceShortfalls: shortfalls(median, 'performance').slice(0, 6),
    accessibilityShortfalls: shortfalls(median, 'accessibility'),
  };
}

/**
 * The Lighthouse section of docs/figures.md for `{ page: lighthouseScores(...) }`.
 * @param {Record<string, Awaited<ReturnType<typeof lighthouseScores>>>} scores
 */
export function lighthouseSection(scores) {
  const lines = [
    `## Lighthouse (mobile preset; performance: median of ${LIGHTHOUSE_RUNS} runs)`,
    '',
    'Targets: performance ≥ 90, accessibility ≥ 95. Simulated slow-4G mobile throttling on this',
    'shared 2-core machine, against the production build served by `tools/start.mjs`.',
    '',
    `| page | performance | (${LIGHTHOUSE_RUNS} runs) | accessibility | FCP | LCP | TBT | CLS | Speed Index |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...Object.entries(scores).map(
      ([page, s]) =>
        `| \`${page}\` | **${s.performance}** | ${s.performanceRuns.join(' / ')} | **${s.accessibility}** | ${s.metrics.map(([, value]) => value).join(' | ')} |`,
    ),
  ];
  for (const [page, s] of Object.entries(scores)) {
    const missed = [...s.performanceShortfalls, ...s.accessibilityShortfalls];
    if (missed.length === 0) continue;
    lines.push('', `What costs \`${page}\` points (median run):`, '');
    for (const audit of missed)
      lines.push(`- ${audit.title}${audit.detail ? `: ${audit.detail}` : ''}`);
  }
  return lines;
}
