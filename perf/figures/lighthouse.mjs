// @ts-check
// Lighthouse (mobile preset, its default) for the figures: performance and accessibility of a
// page; run several times and summarized as medians because the simulated timings wobble.
// Each run gets a fresh headless Chromium (CHROME_PATH, /usr/bin/chromium by default) and an
// empty profile, so no run is served from the previous run's cache.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
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

/**
 * Local storage to set on the page's origin before the audit (a signed-in staff session for
 * `/reports`). It is written from `/api/health`, a JSON answer on the same origin, so no
 * script of the shop is in the HTTP cache when the audit starts.
 * @typedef {Record<string, string>} Storage
 */

/** @param {number} port @param {string} url @param {Storage} storage */
async function seedStorage(port, url, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    // Disconnects; the browser itself stays for the audit.
    await browser.close();
  }
}

/**
 * One Lighthouse run (mobile preset) of `url` in a fresh browser. A run whose trace came out
 * broken (Lighthouse's NO_NAVSTART and kin, which say "run Lighthouse again") is run again
 * once, in another fresh browser, rather than losing the whole figures run to it.
 * @param {string} url
 * @param {Storage} [storage]
 * @returns {Promise<Report>}
 */
export async function audit(url, storage) {
  const first = await auditOnce(url, storage);
  const lhr = first.runtimeError ? await auditOnce(url, storage) : first;
  // A page that failed to load still yields a report, with null scores; say why instead.
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** @param {string} url @param {Storage} [storage] @returns {Promise<Report>} */
async function auditOnce(url, storage) {
  const chrome = await launchChrome();
  try {
    if (storage) await seedStorage(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
      output: 'json',
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`Lighthouse returned no report for ${url}`);
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

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** @param {Report} lhr @param {string} category */
const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
/** @param {Report} lhr @param {string} id */
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? 0;

/**
 * What several runs of one page say: each figure is its own median (the simulated timings
 * wobble run to run), the shortfalls are those of the run with the median score.
 * @param {Report[]} reports
 */
export function summarize(reports) {
  const byScore = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const middle = byScore[Math.floor(byScore.length / 2)];
  if (!middle) throw new Error('Lighthouse needs at least one run');
  /** @param {string} id */
  const medianOf = (id) => median(reports.map((lhr) => numeric(lhr, id)));
  return {
    performance: median(reports.map((lhr) => score(lhr, 'performance'))),
    performanceRuns: reports.map((lhr) => score(lhr, 'performance')),
    accessibility: median(reports.map((lhr) => score(lhr, 'accessibility'))),
    fcpMs: medianOf('first-contentful-paint'),
    lcpMs: medianOf('largest-contentful-paint'),
    tbtMs: medianOf('total-blocking-time'),
    cls: medianOf('cumulative-layout-shift'),
    speedIndexMs: medianOf('speed-index'),
    performanceShortfalls: shortfalls(middle, 'performance').slice(0, 6),
    accessibilityShortfalls: shortfalls(middle, 'accessibility'),
  };
}
