// @ts-check
// `npm test`: static checks, every Jest project in one run, the production build, and
// Playwright against the composed site as `npm start` serves it (and, when Debian's nginx
// is installed, a short pass through deploy/nginx: e2e/playwright.config.ts). Ends with
// one line `N passed, N failed` counting Jest and Playwright tests together.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const results = path.join(ROOT, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, FORCE_COLOR: '0' };
/** @type {string[]} */
const failures = [];

/**
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 */
function step(title, command, args, extraEnv = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`=== ${title}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ===`);
  if (run.status !== 0) failures.push(title);
  return run.status === 0;
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(results, file), 'utf8'));
  } catch {
    return null;
  }
}

const nx = ['nx', 'run-many', '--output-style=static', '--skip-nx-cache', '--parallel=2'];
step('Format (prettier)', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
// Every project's tsc, the tools' JavaScript included (tools/project.json).
step('Type check', 'npx', [...nx, '-t', 'typecheck']);
// After an Nx command, so the module-boundary rule has the project graph it needs. Two threads
// (docs/performance.md#lint-on-two-threads); ESLint's `auto` picks one on two cores.
step('Lint (eslint, module boundaries)', 'npx', [
  'eslint',
  '.',
  '--max-warnings=0',
  '--concurrency=2',
]);
// Each import fence of eslint.config.mjs must still fire on its probe (about two seconds).
step('Lint fences on their probes', process.execPath, ['tools/check-lint-rules.mjs']);
// Every link between the docs, and every docs/<page>.md#<heading> a comment names, leads
// somewhere; the checker first proves it catches a dead link and a dead heading.
step('Docs links', process.execPath, ['tools/check-doc-links.mjs']);
// docker-compose.yml against the Compose schema, and deploy/nginx through `nginx -t`
// (docs/operations.md): no Docker engine runs here, so this is what can be checked.
step('Deploy config (compose schema, nginx -t)', process.execPath, ['tools/check-deploy.mjs']);
step('Unit and integration tests (jest)', 'npx', [
  'jest',
  '--json',
  `--outputFile=${path.join(results, 'jest.json')}`,
]);
const built = step('Production build', 'npx', [
  'nx',
  'run-many',
  '-t',
  'build',
  '--output-style=static',
  '--parallel=2',
]);
if (built) {
  step(
    'Browser tests (playwright)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json'),
    },
  );
}

const jest = readJson('jest.json');
const playwright = readJson('playwright.json');
const passed =
  (jest?.numPassedTests ?? 0) +
  (playwright?.stats?.expected ?? 0) +
  (playwright?.stats?.flaky ?? 0);
// A check that is not a test runner (format, lint, types, build) counts as one failure,
// and so does a test file that could not even run.
const checksFailed = failures.filter((title) => !/jest|playwright/.test(title)).length;
// A runner whose step failed counts at least one failure, even when its report counts
// none (Playwright that could not start its web server still writes a report).
/** @param {string} name @param {number} counted */
const runnerFailed = (name, counted) =>
  Math.max(counted, Number(failures.some((title) => title.includes(name))));
const failed =
  checksFailed +
  runnerFailed('jest', jest ? jest.numFailedTests + jest.numRuntimeErrorTestSuites : 0) +
  runnerFailed(
    'playwright',
    playwright ? playwright.stats.unexpected + (playwright.errors?.length ?? 0) : 0,
  );
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
