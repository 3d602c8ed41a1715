// @ts-check
// `npm run ci -- --affected [--base=REF] [--files=a,b] [--dry-run]`: a team's own path
// (docs/operations.md#a-teams-own-path). The format check of the changed files; type check, lint,
// Jest and build of the projects Nx counts affected; then the browser tests of the affected
// remotes (by tag) against the composed shop. The full `npm test` stays the release gate of main.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import affected from './ci/affected.js';

const { ROOT, affectedProjects, changedFiles, planFor, readProjectGraph } = affected;

const USAGE = `Usage: npm run ci -- --affected [--base=REF] [--files=a,b] [--dry-run]
  --base=REF   compare with the point this branch left REF (default: main)
  --files=a,b  check as if these files had changed, instead of asking git
  --dry-run    print what would run, and run nothing`;
/** The composed shop the browser tests run against; Nx's cache restores the unaffected builds. */
const SITE = [
  '@shop/shell',
  '@shop/mf-storefront',
  '@shop/mf-account',
  '@shop/mf-backoffice',
  '@shop/mf-reports',
  '@shop/api',
];

/** @param {string[]} args */
function options(args) {
  const value = (/** @type {string} */ name) =>
    args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const known = ['--affected', '--dry-run'];
  const unknown = args.filter((arg) => !known.includes(arg) && !/^--(base|files)=/.test(arg));
  if (!args.includes('--affected') || unknown.length > 0) return null;
  return {
    base: value('base') ?? 'main',
    files: value('files')?.split(',').filter(Boolean),
    dryRun: args.includes('--dry-run'),
  };
}

/** @type {string[]} */
const failures = [];

/** @param {string} title @param {string} command @param {string[]} args */
function step(title, command, args) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`=== ${title}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ===`);
  if (run.status !== 0) failures.push(title);
  return run.status === 0;
}

/** @param {import('./ci/affected.js').Plan} plan */
function describe(plan) {
  const list = (/** @type {string[]} */ items) => (items.length ? items.join(' ') : '(none)');
  console.log(`Changed files: ${plan.files.length}`);
  console.log(`Affected projects: ${list(plan.projects)}`);
  console.log(`Jest: ${list(plan.jest)}`);
  const tags = plan.browser?.tags;
  console.log(
    `Browser tests: ${!tags ? '(none)' : tags === 'all' ? 'all of them' : tags.join(' ')}`,
  );
}

/** @param {import('./ci/affected.js').Plan} plan */
function run(plan) {
  const nx = ['nx', 'run-many', '--output-style=static', '--parallel=2'];
  const formatted = plan.files.filter((file) => existsSync(path.join(ROOT, file)));
  if (formatted.length > 0)
    step('Format (prettier, changed files)', 'npx', [
      'prettier',
      '--check',
      '--ignore-unknown',
      '--log-level=warn',
      ...formatted,
    ]);
  if (plan.typecheck.length > 0)
    step('Type check', 'npx', [...nx, '-t', 'typecheck', '-p', plan.typecheck.join(',')]);
  if (plan.lint.length > 0)
    step('Lint', 'npx', ['eslint', '--max-warnings=0', '--no-warn-ignored', ...plan.lint]);
  step('Docs links', process.execPath, ['tools/check-doc-links.mjs']);
  if (plan.jest.length > 0)
    step('Jest', 'npx', [
      'jest',
      '--projects',
      ...plan.jest,
      '--testTimeout=30000',
      '--maxWorkers=2',
    ]);
  const built =
    plan.build.length === 0 ||
    step('Build', 'npx', [...nx, '-t', 'build', '-p', plan.build.join(',')]);
  const tags = plan.browser?.tags;
  if (!tags || !built) return;
  if (!step('Build the composed shop', 'npx', [...nx, '-t', 'build', '-p', SITE.join(',')])) return;
  step(`Browser tests (${tags === 'all' ? 'all' : tags.join(' ')})`, 'npx', [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    // The list alone: the config's JSON report is for `npm test`'s count.
    '--reporter=list',
    ...(tags === 'all' ? [] : ['--grep', tags.join('|')]),
  ]);
}

function main() {
  const given = options(process.argv.slice(2));
  if (!given) {
    console.error(USAGE);
    return 2;
  }
  const files = given.files ?? changedFiles(given.base);
  const plan = planFor({ files, affected: affectedProjects(files), graph: readProjectGraph() });
  describe(plan);
  if (given.dryRun) return 0;
  run(plan);
  if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
  else console.log('\nEvery affected check passed. The full `npm test` gates main.');
  return failures.length ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
