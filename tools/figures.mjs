// `npm run figures [-- --timings]`: the numbers the README reports.
// Sizes: gzip bytes of the JavaScript the browser loads for `/` (shell + storefront + shared),
// measured in Chromium against the built site, and of each remote's entry files.
// --timings: clones the repository into a temporary folder and times `npm install`,
// the full build and `npm test` there (a fresh clone, as CI sees it).
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES, ROOT, distOf } from './apps.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function javascriptForHome() {
  const site = spawn(process.execPath, ['tools/start.mjs', '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-figures-')),
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 240; i++) {
      if (
        await fetch('http://localhost:4200/api/health').then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response
          .body()
          .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto('http://localhost:4200/', { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    await browser.close();
    return loaded;
  } finally {
    site.kill('SIGTERM');
  }
}

function remoteEntrySizes() {
  return REMOTES.map(({ name, folder }) => {
    const body = readFileSync(path.join(distOf(folder), 'remoteEntry.js'));
    return { name, gzip: gzipSync(body, { level: 9 }).length };
  });
}

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

const home = await javascriptForHome();
const total = home.reduce((sum, s) => sum + s.gzip, 0);
const lines = [
  '# Figures',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores) by \`npm run figures\`.`,
  '',
  `## JavaScript loaded for \`/\` (gzip): ${kb(total)} (budget 250 KB)`,
  '',
  '| file | gzip |',
  '|---|---|',
  ...home
    .sort((a, b) => b.gzip - a.gzip)
    .map((s) => `| ${s.url.replace(/^https?:\/\/localhost/, '')} | ${kb(s.gzip)} |`),
  '',
  '## Remote entries (remoteEntry.js, gzip)',
  '',
  '| remote | gzip |',
  '|---|---|',
  ...remoteEntrySizes().map((r) => `| ${r.name} | ${kb(r.gzip)} |`),
];
if (process.argv.includes('--timings')) {
  lines.push('', '## Timings in a fresh clone', '', '| command | time |', '|---|---|');
  for (const [command, time] of Object.entries(timings())) lines.push(`| ${command} | ${time} |`);
}
mkdirSync(path.join(ROOT, 'docs'), { recursive: true });
writeFileSync(path.join(ROOT, 'docs/figures.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
