// @ts-check
// First screens (docs/performance.md#first-screens-composed-at-release): the shell's page for a
// first page with what its first screen needs already in the HTML. For `/`, the nav bar and the
// storefront's first render, so a phone paints the page as soon as the HTML arrives instead of
// after the scripts, the remote map, the storefront's manifest, entry and chunks. For `/products`,
// preload hints for that chain and for the list's first read, so they load side by side.
// The shell and the remotes stay composed at run time: the scripts load exactly as before,
// and React replaces the markup at its first commit (createRoot clears a container then),
// with the same markup.
//
// Composed when the live map is about to change (switchLive) and the shell or the live
// storefront differs from what the pages were made from: the site is served with the
// candidate map and each page is opened in headless Chromium with every /api request held,
// so what is kept is what a visitor's browser renders before any data arrives (skeletons
// where products will be; nothing that a price change or a sale could make wrong), and what
// it requested. The account links are left out of the nav: they depend on the session, which
// the HTML cannot know; buttons are disabled until the scripts that run them arrive. Without
// Chromium, or when a page does not render, there are no first screens and the servers send
// the shell's plain page, as before.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { freePort } from '../apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';

/** Under the releases folder; served by tools/serve.mjs and deploy/nginx/shop.conf. */
export const FIRST_SCREENS_DIR = 'first-screens';
/** What the pages were composed from: the shell's page, the storefront's manifest, this file. */
const SOURCE_FILE = 'source.json';
/**
 * The pages, what shows that the storefront has rendered, and what each page carries:
 * - `markup`: the nav and the storefront's first render (the home page), painted as soon as
 *   the HTML arrives.
 * - `hints`: preload hints for what its storefront page loads once the shell runs (the live
 *   storefront's manifest, entry and chunks, and the API reads of its first render), so the
 *   browser fetches them beside the shell's own files instead of one round trip after
 *   another. For `/products`, where a first render in the HTML lost points beside the
 *   minimal page (docs/figures.md, "What limits the first pages": painted early, its start-up
 *   scripts and the render of its cards then count as blocking time, and its largest paint,
 *   the first card's picture, still waits for the data). The home page has no hints: its
 *   first screen does not wait for them, and they measured worse there.
 * `anyQuery`: whether the page is the same whatever the query string (`/?utm_source=…`);
 * the products list reads its filters and page from it, so only the bare path gets its hints.
 */
export const FIRST_SCREENS = [
  { path: '/', file: 'index.html', ready: 'h1', carries: 'markup', anyQuery: true },
  { path: '/products', file: 'products.html', ready: 'h1', carries: 'hints', anyQuery: false },
];
const RENDER_TIMEOUT_MS = 30_000;

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A preload hint for one request the page made. Scripts at low priority: they cannot run
 * before the shell's own start-up, so they must not slow it down. Fetches (the manifest, the
 * API) as the anonymous same-origin requests the page makes, so the browser hands the
 * answer over instead of asking again (a signed-in staff member's catalogue reads carry a
 * token and ask again, libs/shop-state/src/api/base-query.ts).
 * @param {{ href: string, type: string }} request
 */
const hintFor = ({ href, type }) =>
  type === 'script'
    ? `<link rel="preload" as="script" href="${escapeHtml(href)}" fetchpriority="low">`
    : `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous">`;

/**
 * The shell's page with a first screen in it: its title, hints and, for a page with
 * markup, the nav and the storefront's first render. Throws when the page lacks a place the
 * parts go (the shell's index.html changed shape), rather than serving half a page.
 * @param {string} shellPage the shell's built index.html
 * @param {{ title: string, styles: string, nav: string, storefront: string,
 *   requests: { href: string, type: string }[], source: string }} parts nav and storefront
 *   empty for a page with hints only
 */
export function composePage(shellPage, { title, styles, nav, storefront, requests, source }) {
  const hints = requests.map(hintFor).join('');
  /** @type {[RegExp, (match: string, open: string) => string][]} */
  const places = [
    [/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`],
    [
      /<\/head>/,
      () =>
        `<meta name="shop-first-screen" content="${escapeHtml(source)}">${hints}${styles}</head>`,
    ],
  ];
  if (nav)
    places.push(
      [/(<div id="?shell-nav"?(?:\s[^>]*)?>)<\/div>/, (_m, open) => `${open}${nav}</div>`],
      [
        /(<div id="?remote-storefront"?(?:\s[^>]*)?>)<\/div>/,
        (_m, open) => `${open}${storefront}</div>`,
      ],
    );
  return places.reduce((page, [place, fill]) => {
    if (!place.test(page)) throw new Error(`The shell's page has no ${place.source}`);
    return page.replace(place, fill);
  }, shellPage);
}

/**
 * Opens one page with the API held and returns its parts once they stop changing, and the
 * scripts and reads it requested that the shell's page does not already name.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {string} ready
 * @param {string} shellPage
 */
async function capture(browser, url, ready, shellPage) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    /** @type {{ href: string, type: string }[]} */
    const requests = [];
    const siteOrigin = new URL(url).origin;
    page.on('request', (request) => {
      const type = request.resourceType();
      const { origin, pathname, search } = new URL(request.url());
      const href = pathname + search;
      if (origin !== siteOrigin || request.method() !== 'GET') return;
      if (type !== 'script' && type !== 'fetch') return;
      if (shellPage.includes(href) || requests.some((known) => known.href === href)) return;
      requests.push({ href, type });
    });
    // Held, never answered: the page as it is before any data (and as a visitor: no token).
    await page.route('**/api/**', () => undefined);
    await page.goto(url);
    await page
      .locator(`#remote-storefront ${ready}`)
      .first()
      .waitFor({ timeout: RENDER_TIMEOUT_MS });
    const read = () =>
      page.evaluate(() => {
        const { document } = globalThis;
        /** A copy of a container's markup, its controls disabled: until the scripts arrive
         * they would do nothing (links work as links). @param {string} id */
        const markupOf = (id, /** @type {string[]} */ leftOut = []) => {
          const copy = /** @type {HTMLElement} */ (
            /** @type {HTMLElement} */ (document.getElementById(id)).cloneNode(true)
          );
          for (const part of leftOut) copy.querySelector(part)?.replaceChildren();
          for (const control of copy.querySelectorAll('button, input, select, textarea'))
            control.setAttribute('disabled', '');
          return copy.innerHTML;
        };
        return {
          title: document.title,
          styles: [...document.head.querySelectorAll('style[data-precedence]')]
            .map((style) => style.outerHTML)
            .join(''),
          nav: markupOf('shell-nav', ['.nav-account']),
          storefront: markupOf('remote-storefront'),
        };
      });
    let last = await read();
    for (let settled = 0; settled < 3;) {
      await page.waitForTimeout(200);
      const next = await read();
      settled = JSON.stringify(next) === JSON.stringify(last) ? settled + 1 : 0;
      last = next;
    }
    if (!last.nav) throw new Error(`${url}: the nav bar did not render`);
    return { ...last, requests };
  } finally {
    await context.close();
  }
}

/** @param {string} file @param {string} text  the page and its .gz/.br, as the build writes them */
async function writeCompressed(file, text) {
  await writeFile(file, text);
  await writeFile(`${file}.gz`, gzipSync(text, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(text));
}

/** @param {string} file */
const readJson = (file) =>
  readFile(file, 'utf8').then(
    (text) => JSON.parse(text),
    () => null,
  );

/**
 * Makes the first screens for the map about to go live, unless those on disk were made
 * from the same shell page and storefront. Never fails a release: a page that cannot be
 * composed is left out (with a warning) and its route gets the shell's plain page.
 * @param {{ map: Record<string, string>, root: string, shellDir: string }} options
 */
export async function composeFirstScreens({ map, root, shellDir }) {
  const dir = path.join(root, FIRST_SCREENS_DIR);
  const shellPage = await readFile(path.join(shellDir, 'index.html'), 'utf8').catch(() => '');
  const hash = (/** @type {string} */ text) =>
    createHash('sha256').update(text).digest('hex').slice(0, 16);
  const source = {
    shell: hash(shellPage),
    storefront: map.storefront ?? '',
    // This file too: a change to how pages are composed composes them again.
    composer: hash(await readFile(new URL(import.meta.url), 'utf8')),
  };
  const made = await readJson(path.join(dir, SOURCE_FILE));
  if (
    made &&
    made.shell === source.shell &&
    made.storefront === source.storefront &&
    made.composer === source.composer
  )
    return;

  // From here on the pages on disk are stale: they go first, whatever happens next.
  await rm(dir, { recursive: true, force: true });
  if (!shellPage || !source.storefront) return;
  if (!existsSync(CHROMIUM_PATH)) {
    console.warn(`First screens not composed: no Chromium at ${CHROMIUM_PATH}.`);
    return;
  }

  const { chromium } = await import('playwright-core');
  const { serveSite } = await import('../serve.mjs');
  const scratch = await mkdtemp(path.join(tmpdir(), 'first-screens-'));
  const remoteMapFile = path.join(scratch, 'remotes.json');
  await writeFile(remoteMapFile, JSON.stringify(map));
  const site = await serveSite({
    port: await freePort(),
    host: '127.0.0.1',
    shellRoot: shellDir,
    releasesRoot: root,
    remoteMapFile,
    firstScreens: false,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const building = `${dir}.${process.pid}.tmp`;
  try {
    await rm(building, { recursive: true, force: true });
    await mkdir(building, { recursive: true });
    for (const screen of FIRST_SCREENS) {
      try {
        const url = new URL(screen.path, site.url).href;
        const parts = await capture(browser, url, screen.ready, shellPage);
        const page = composePage(shellPage, {
          ...parts,
          ...(screen.carries === 'markup'
            ? { requests: [] }
            : { styles: '', nav: '', storefront: '' }),
          source: `storefront ${source.storefront}`,
        });
        await writeCompressed(path.join(building, screen.file), page);
      } catch (error) {
        console.warn(`First screen of ${screen.path} not composed:`, error);
      }
    }
    await writeFile(path.join(building, SOURCE_FILE), JSON.stringify(source));
    await rename(building, dir);
  } finally {
    await browser.close();
    await site.close();
    await rm(building, { recursive: true, force: true });
    await rm(scratch, { recursive: true, force: true });
  }
}
