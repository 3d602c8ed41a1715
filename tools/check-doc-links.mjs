// @ts-check
// `node tools/check-doc-links.mjs` (a step of `npm test` and `npm run check`): every link in the
// repository's markdown leads to a file that exists and, with a `#heading`, to a heading it has
// (remark-validate-links, offline: links to other sites are not followed); and every
// `docs/<page>.md#<heading>` that a comment or a config file names (ts, tsx, js, mjs, cjs, html,
// conf, yml, sh, Dockerfile, .ci/run, md) exists too, headings slugged as GitHub does
// (github-slugger). It first proves itself on a temporary tree holding a dead link, a dead heading
// in the same page and in another, and two dead references in code, and fails when any goes
// unreported.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { remark } from 'remark';
import remarkValidateLinks from 'remark-validate-links';
import { engine } from 'unified-engine';
import { ROOT } from './apps.mjs';

// unified-engine types its plugins loosely (options: unknown); this one takes its own options.
const validateLinks = /** @type {import('unified').Plugin<unknown[], undefined, undefined>} */ (
  /** @type {unknown} */ (remarkValidateLinks)
);

/** Folders never read: dependencies, builds, caches, test output, releases. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  '.nx',
  'dist',
  'releases',
  '.data',
  'coverage',
  '.test-results',
  'test-results',
  'playwright-report',
  'tmp',
]);
const CODE = /\.(ts|tsx|js|mjs|cjs|conf|ya?ml|md|html|sh)$|^Dockerfile|^run$/;
/** A page of docs/ named in code, with its heading: `docs/product/api.md#purchases`. */
const DOC_REFERENCE = /\bdocs\/[\w./-]+?\.md(?:#[\w-]+)?/g;

/** @param {string} root @returns {string[]} every file under root, skipped folders aside */
function filesUnder(root) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) found.push(full);
    }
  };
  walk(root);
  return found;
}

/**
 * Markdown links through remark-validate-links, all files in one set so that a link to a
 * heading of another page is checked too.
 * @param {string} root
 * @param {string[]} files
 * @returns {Promise<string[]>}
 */
function checkMarkdown(root, files) {
  return new Promise((resolve, reject) => {
    engine(
      {
        processor: remark(),
        cwd: root,
        files,
        extensions: ['md'],
        plugins: [[validateLinks, { repository: false, root }]],
        output: false,
        out: false,
        silent: true,
        reporter: () => '',
      },
      (error, _code, context) => {
        if (error) return reject(error);
        const problems = (context?.files ?? []).flatMap((file) =>
          file.messages.map(
            (message) =>
              `${path.relative(root, file.path)}:${message.line ?? 0}: ${message.reason}`,
          ),
        );
        resolve(problems);
      },
    );
  });
}

/** @param {import('mdast').Nodes} node @returns {string} the text a heading's slug is made of */
function textOf(node) {
  if ('value' in node && node.type !== 'html') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

/** @type {Map<string, Set<string>>} */
const headingsByPage = new Map();
/** @param {string} file @returns {Set<string>} the heading slugs of a markdown page */
function headingsOf(file) {
  const known = headingsByPage.get(file);
  if (known) return known;
  const slugger = new GithubSlugger();
  const slugs = new Set();
  const tree = remark().parse(readFileSync(file, 'utf8'));
  /** @param {import('mdast').Nodes} node */
  const visit = (node) => {
    if (node.type === 'heading') slugs.add(slugger.slug(textOf(node)));
    if ('children' in node) node.children.forEach((child) => visit(child));
  };
  visit(tree);
  headingsByPage.set(file, slugs);
  return slugs;
}

/**
 * `docs/<page>.md#<heading>` references in code, comments and config.
 * @param {string} root
 * @param {string[]} files
 * @returns {string[]}
 */
function checkCodeReferences(root, files) {
  /** @type {string[]} */
  const problems = [];
  for (const file of files) {
    if (!CODE.test(path.basename(file))) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const [reference] of line.matchAll(DOC_REFERENCE)) {
        const [page = '', heading] = reference.split('#');
        const at = `${path.relative(root, file)}:${index + 1}`;
        const target = path.join(root, page);
        if (!existsSync(target)) problems.push(`${at}: no page ${page}`);
        else if (heading && !headingsOf(target).has(heading))
          problems.push(`${at}: no heading #${heading} in ${page}`);
      }
    });
  }
  return problems;
}

/** @param {string} root @returns {Promise<string[]>} every dead link and reference under root */
export async function checkDocLinks(root) {
  const files = filesUnder(root);
  const markdown = files.filter((file) => file.endsWith('.md'));
  return [...(await checkMarkdown(root, markdown)), ...checkCodeReferences(root, files)];
}

/**
 * The checker must report each dead link of a small tree and nothing else.
 * @returns {Promise<string[]>} what it failed to report, or reported wrongly
 */
async function probe() {
  const root = mkdtempSync(path.join(tmpdir(), 'doc-links-probe-'));
  const write = (/** @type {string} */ file, /** @type {string} */ text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const page = ['docs', 'page.md'].join('/');
  try {
    write(
      page,
      '# Page\n\n## Kept heading\n\n[fine](other.md#other-heading) [gone](missing.md)\n[lost](#no-such-heading)\n',
    );
    write(
      ['docs', 'other.md'].join('/'),
      '# Other\n\n## Other heading\n\n[back](page.md#not-there) [ok](page.md#kept-heading)\n',
    );
    write(
      'src/code.ts',
      `// ${page}#kept-heading and ${page}#vanished\n// ${['docs', 'gone.md'].join('/')}\n`,
    );
    const found = await checkDocLinks(root);
    const expected = [
      /docs\/page\.md:\d+: .*missing\.md/,
      /docs\/page\.md:\d+: .*no-such-heading/,
      /docs\/other\.md:\d+: .*not-there/,
      /src\/code\.ts:1: no heading #vanished/,
      /src\/code\.ts:2: no page docs\/gone\.md/,
    ];
    const missed = expected.filter((pattern) => !found.some((problem) => pattern.test(problem)));
    const extra = found.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
    return [
      ...missed.map((pattern) => `not reported: ${pattern}`),
      ...extra.map((problem) => `reported wrongly: ${problem}`),
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const probeFailures = await probe();
  if (probeFailures.length) {
    console.error('The link check did not catch its probe:');
    for (const failure of probeFailures) console.error(`  ${failure}`);
    process.exit(1);
  }
  const problems = await checkDocLinks(ROOT);
  if (problems.length) {
    console.error(`${problems.length} dead link(s) or reference(s):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log('Docs links: the probe is caught, and every link and docs reference resolves.');
}
