// @ts-check
// What `npm run ci -- --affected` checks for a change, from the real Nx project graph
// (docs/operations.md#a-teams-own-path).
const { beforeAll, describe, expect, it } = require('@jest/globals');
const { spawnSync } = require('node:child_process');
const { ROOT, affectedProjects, planFor, readProjectGraph } = require('./affected');

const NX_MS = 120_000;
const REMOTE_TAGS = ['@account', '@backoffice', '@reports', '@storefront'];

/** @type {import('./affected').ProjectGraph} */
let graph;
beforeAll(() => {
  graph = readProjectGraph();
}, NX_MS);

/** The plan for a change to these files, through Nx as the script asks it. @param {string[]} files */
const planForFiles = (files) => planFor({ files, affected: affectedProjects(files), graph });

describe('the checks of a change', () => {
  it(
    "under mf-reports/ are the reports' projects and their browser tests only",
    () => {
      const plan = planForFiles(['mf-reports/src/reports-app.tsx']);
      expect(plan.projects).toEqual(['@shop/e2e', '@shop/mf-reports']);
      expect(plan.typecheck).toEqual(['@shop/e2e', '@shop/mf-reports']);
      expect(plan.build).toEqual(['@shop/mf-reports']);
      expect(plan.jest).toEqual(['mf-reports/jest.config.js']);
      expect(plan.lint).toEqual(['e2e', 'mf-reports']);
      expect(plan.browser).toEqual({ tags: ['@reports'] });
    },
    NX_MS,
  );

  it(
    'under libs/ui are every remote and the shell, with every browser test',
    () => {
      const plan = planForFiles(['libs/ui/src/plain-button.tsx']);
      for (const project of [
        '@shop/ui',
        '@shop/shell',
        '@shop/mf-storefront',
        '@shop/mf-account',
        '@shop/mf-backoffice',
        '@shop/mf-reports',
        '@shop/e2e',
      ])
        expect(plan.projects).toContain(project);
      expect(plan.projects).not.toContain('@shop/api');
      expect(plan.browser).toEqual({ tags: 'all' });
    },
    NX_MS,
  );
});

describe('the plan, from the graph', () => {
  const remoteProjects = [
    '@shop/mf-account',
    '@shop/mf-backoffice',
    '@shop/mf-reports',
    '@shop/mf-storefront',
  ];

  it('runs the tags of each affected remote, and all of them for what every remote stands on', () => {
    const plan = (/** @type {string[]} */ affected, files = ['x']) =>
      planFor({ files, affected, graph }).browser;
    expect(plan([...remoteProjects, '@shop/e2e'])).toEqual({ tags: REMOTE_TAGS });
    expect(plan(['@shop/shop-state', ...remoteProjects, '@shop/shell', '@shop/e2e'])).toEqual({
      tags: 'all',
    });
    expect(plan(['@shop/api', '@shop/perf', '@shop/e2e'])).toEqual({ tags: 'all' });
    // A changed test runs them all; a change only the benchmarks see runs none.
    expect(plan(['@shop/e2e'], ['e2e/tests/reports.spec.ts'])).toEqual({ tags: 'all' });
    expect(plan(['@shop/perf'], ['perf/bench/login.ts'])).toBeNull();
  });
});

/**
 * @typedef {{ title: string, tags: string[] }} Spec
 * @typedef {{ title: string, specs?: Spec[], suites?: Suite[] }} Suite
 */

describe('the browser tests', () => {
  it(
    'each name the remotes they check, or the platform, so a team path finds them',
    () => {
      const listed = spawnSync(
        'npx',
        ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--list', '--reporter=json'],
        // Playwright refuses to run inside a Jest worker, which it knows by this variable.
        {
          cwd: ROOT,
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, JEST_WORKER_ID: '' },
        },
      );
      /** @type {{ suites: Suite[] }} */
      const report = JSON.parse(listed.stdout);
      /** @param {Suite} suite @returns {Spec[]} */
      const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
      const specs = report.suites.flatMap(specsOf);
      expect(specs.length).toBeGreaterThan(50);
      const known = [...REMOTE_TAGS, '@platform'].map((tag) => tag.slice(1));
      const untagged = specs.filter((spec) => !spec.tags.some((tag) => known.includes(tag)));
      expect(untagged.map((spec) => spec.title)).toEqual([]);
    },
    NX_MS,
  );
});
