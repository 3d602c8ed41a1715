// @ts-check
// What a team's own path checks for a change (docs/operations.md#a-teams-own-path,
// docs/decisions/0097-a-teams-own-path-affected-checks-and-tagged-browser-tests.md): the projects
// Nx says the changed files affect, and the browser tests of the affected remotes only. The e2e
// project depends on the shell, every remote and the API (e2e/package.json), so Nx counts it
// affected by any of them; its tests carry a tag per remote (`@reports`), and a change to
// anything a remote stands on (the shell, a library, the API, the tools, the tests themselves)
// runs them all. CommonJS so that Jest loads it as it is (tools/ci/affected.test.js).
const { spawnSync } = require('node:child_process');
const { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const E2E = '@shop/e2e';

/**
 * @typedef {{ root: string, tags: string[], targets: string[] }} ProjectNode
 * @typedef {{ nodes: Record<string, ProjectNode>, dependencies: Record<string, string[]> }} ProjectGraph
 * @typedef {{ files: string[], projects: string[], typecheck: string[], build: string[],
 *   jest: string[], lint: string[], browser: null | { tags: string[] | 'all' } }} Plan
 *   browser: null when no browser test is affected; tags `all` runs every test
 */

/** @param {string[]} args @returns {string} nx's standard output; throws with its message */
function nx(args) {
  const run = spawnSync('npx', ['nx', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`nx ${args[0]} failed:\n${run.stderr || run.stdout}`);
  return run.stdout;
}

/** The project graph as Nx computes it: each project's folder, tags, targets and dependencies. @returns {ProjectGraph} */
function readProjectGraph() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'ci-graph-'));
  try {
    const file = path.join(scratch, 'graph.json');
    nx(['graph', `--file=${file}`]);
    /** @type {{ graph: { nodes: Record<string, { data: { root: string, tags?: string[],
     *   targets?: Record<string, unknown> } }>, dependencies: Record<string, { target: string }[]> } }} */
    const { graph } = JSON.parse(readFileSync(file, 'utf8'));
    return {
      nodes: Object.fromEntries(
        Object.entries(graph.nodes).map(([name, node]) => [
          name,
          {
            root: node.data.root,
            tags: node.data.tags ?? [],
            targets: Object.keys(node.data.targets ?? {}),
          },
        ]),
      ),
      dependencies: Object.fromEntries(
        Object.entries(graph.dependencies).map(([name, edges]) => [
          name,
          edges.map((edge) => edge.target),
        ]),
      ),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The projects Nx counts affected by these files (their dependants included). @param {string[]} files */
function affectedProjects(files) {
  if (files.length === 0) return [];
  /** @type {string[]} */
  const names = JSON.parse(
    nx(['show', 'projects', '--affected', `--files=${files.join(',')}`, '--json']),
  );
  return names.sort();
}

/** @param {string[]} args */
function git(args) {
  const run = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr.trim()}`);
  return run.stdout.split('\n').filter(Boolean);
}

/**
 * The files changed since this branch left `base`: commits, staged and unstaged edits and new
 * files (what Nx's `--base` compares too).
 * @param {string} base
 */
function changedFiles(base) {
  const [since] = git(['merge-base', base, 'HEAD']);
  const files = [
    ...git(['diff', '--name-only', since ?? base]),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ];
  return [...new Set(files)].sort();
}

/** @param {string} file @param {string} root */
const isUnder = (file, root) => root === '.' || file === root || file.startsWith(`${root}/`);

/** The remote a project is (`type:remote`, `scope:reports` → `reports`), or null. @param {ProjectNode} node */
function remoteOf(node) {
  if (!node.tags.includes('type:remote')) return null;
  return node.tags.find((tag) => tag.startsWith('scope:'))?.slice('scope:'.length) ?? null;
}

/** Jest configurations of a project: its own, or (the tools) one per tool folder. @param {string} root */
function jestConfigsOf(root) {
  const own = path.join(root, 'jest.config.js');
  if (existsSync(path.join(ROOT, own))) return [own];
  const folders = readdirSync(path.join(ROOT, root), { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && entry.name !== 'node_modules',
  );
  return folders
    .map((entry) => path.join(root, entry.name, 'jest.config.js'))
    .filter((file) => existsSync(path.join(ROOT, file)));
}

/**
 * What to check for these changed files and the projects they affect.
 * @param {{ files: string[], affected: string[], graph: ProjectGraph }} change
 * @returns {Plan}
 */
function planFor({ files, affected, graph }) {
  const projects = affected.filter((name) => graph.nodes[name]).sort();
  const nodes = projects.map((name) => ({ name, ...graph.nodes[name] }));
  const withTarget = (/** @type {string} */ target) =>
    nodes.filter((node) => node.targets.includes(target)).map((node) => node.name);
  const e2e = graph.nodes[E2E];
  /** @type {Plan['browser']} */
  let browser = null;
  if (e2e && projects.includes(E2E)) {
    const standsOn = new Set(graph.dependencies[E2E] ?? []);
    const everything =
      files.some((file) => isUnder(file, e2e.root)) ||
      nodes.some((node) => standsOn.has(node.name) && !remoteOf(node));
    const remotes = nodes.map(remoteOf).filter((remote) => remote !== null);
    if (everything) browser = { tags: 'all' };
    else if (remotes.length > 0) browser = { tags: remotes.map((remote) => `@${remote}`).sort() };
  }
  return {
    files,
    projects,
    typecheck: withTarget('typecheck'),
    build: withTarget('build'),
    jest: nodes.flatMap((node) => jestConfigsOf(node.root)),
    lint: nodes.map((node) => node.root),
    browser,
  };
}

module.exports = { ROOT, affectedProjects, changedFiles, planFor, readProjectGraph };
