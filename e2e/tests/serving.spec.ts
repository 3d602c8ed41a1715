import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// What the front-end servers answer (docs/architecture.md#serving): every port `npm start`
// serves (4200, and the API's 3333) in the `site` project, deploy/nginx's config in the
// `nginx` project. Malformed requests get a 4xx and the port keeps serving; pages and
// files carry the security headers and the caching rules; source maps are never served.

const API = 'http://127.0.0.1:3333';

/** Sends raw bytes and returns the status line's code (0 when the server closed silently). */
function sendRaw(origin: string, request: string | Buffer): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer from ${origin} to ${JSON.stringify(request.slice(0, 60))}`));
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', () => undefined);
    socket.write(request);
  });
}

const request = (line: string, headers = '') =>
  `${line} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;

/** Requests that once took the whole front end down, or could read outside the site. */
const MALFORMED: [string, string][] = [
  ['a bad percent escape', request('GET /%zz')],
  ['a bad escape under /api', request('GET /api/products/%zz')],
  ['a bad escape in a remote path', request('GET /remotes/%zz/x.js')],
  ['an unfinished absolute-form target', request('GET http://[::1')],
  ['an asterisk target', request('GET *')],
  ['dot-dot', request('GET /../../package.json')],
  ['encoded dot-dot', request('GET /%2e%2e/%2e%2e/package.json')],
  ['encoded slashes', request('GET /..%2f..%2fpackage.json')],
  ['backslashes', request('GET /..%5c..%5cpackage.json')],
  ['dot-dot under /remotes', request('GET /remotes/storefront/%2e%2e/%2e%2e/package.json')],
  ['double-encoded dot-dot', request('GET /%252e%252e/package.json')],
  ['overlong UTF-8 dots', request('GET /%c0%ae%c0%ae/package.json')],
  ['a NUL byte', request('GET /index.html%00.js')],
  ['headers over 40 KB', request('GET /', `X-Padding: ${'a'.repeat(40_000)}\r\n`)],
  ['an unknown method', request('BREW /')],
  ['a WebDAV method', request('PROPFIND /')],
  ['TRACE', request('TRACE /')],
  ['CONNECT', request('CONNECT localhost:22')],
  ['no Host header', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
  [
    'both Content-Length and chunked',
    'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
  ],
  ['an HTTP/2 preface on HTTP/1', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
];

/** The ports of this project: the front end, and in `site` the API beside it. */
function originsOf(baseURL: string | undefined, project: string): string[] {
  return project === 'site' ? [baseURL!, API] : [baseURL!];
}

test(
  'malformed requests get a 4xx on every port, and every port still serves',
  { tag: '@platform' },
  async ({ baseURL }, testInfo) => {
    for (const origin of originsOf(baseURL, testInfo.project.name)) {
      for (const [what, raw] of MALFORMED) {
        const status = await sendRaw(origin, raw);
        // The API is a Nest app: Node itself closes a CONNECT it has no handler for.
        const closedByNode = origin === API && what === 'CONNECT' && status === 0;
        expect(closedByNode || (status >= 400 && status < 500), `${what} on ${origin}`).toBe(true);
      }
      const health = await fetch(`${origin}/api/health`);
      expect(health.status, `${origin} still serves /api/health`).toBe(200);
    }
    const page = await fetch(`${baseURL}/products/7`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="?shell-nav"?>/);
  },
);

/**
 * The page headers of docs/decisions/0046-security-headers-on-every-answer.md, the same from
 * serve.mjs and nginx.
 */
function expectPageHeaders(headers: Headers, what: string) {
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toMatch(/script-src 'self'(;|$)/);
  expect(policy, what).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy'), what).toContain('camera=()');
}

test(
  'pages, scripts, manifests and the remote map carry the security headers and cache rules',
  { tag: '@platform' },
  async ({ baseURL }, testInfo) => {
    const map = (await (await fetch(`${baseURL}/remotes.json`)).json()) as Record<string, string>;
    const storefront = map.storefront!;
    expect(storefront).toMatch(/^\/remotes\/storefront\/[A-Za-z0-9._-]+\/mf-manifest\.json$/);
    const manifest = (await (await fetch(`${baseURL}${storefront}`)).json()) as {
      metaData: { remoteEntry: { name: string } };
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const folder = storefront.replace(/mf-manifest\.json$/, '');
    const chunk = manifest.exposes[0]!.assets.js.sync.find((file) =>
      /\.[0-9a-f]{8}\.js$/.test(file),
    );

    const expectations: [string, string][] = [
      ['/', 'no-cache'],
      ['/products/7', 'no-cache'],
      ['/main.js', 'no-cache'],
      ['/remotes.json', 'no-cache'],
      [storefront, 'no-cache'],
      [`${folder}${manifest.metaData.remoteEntry.name}`, 'no-cache'],
      [`${folder}${chunk}`, 'public, max-age=31536000, immutable'],
    ];
    for (const [file, cacheControl] of expectations) {
      const response = await fetch(`${baseURL}${file}`);
      expect(response.status, file).toBe(200);
      expectPageHeaders(response.headers, file);
      expect(response.headers.get('cache-control'), file).toBe(cacheControl);
      if (file.endsWith('.js')) {
        expect(response.headers.get('content-type'), file).toMatch(
          /^(text|application)\/javascript/,
        );
      }
      if (file.endsWith('.json')) {
        expect(response.headers.get('content-type'), file).toMatch(/^application\/json/);
      }
      // nginx must send what the site's own server sends (one policy, two servers).
      if (testInfo.project.name === 'nginx') {
        const site = await fetch(`http://localhost:4200${file}`);
        for (const name of [
          'content-security-policy',
          'x-content-type-options',
          'x-frame-options',
          'referrer-policy',
          'permissions-policy',
          'cross-origin-opener-policy',
          'cache-control',
        ]) {
          expect(response.headers.get(name), `${name} of ${file}`).toBe(site.headers.get(name));
        }
      }
    }

    // The API answers with its own headers, directly and through the front end.
    for (const origin of originsOf(baseURL, testInfo.project.name)) {
      const health = await fetch(`${origin}/api/health`);
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');
      expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  },
);

test(
  'text is sent precompressed, source maps and release records are not served',
  { tag: '@platform' },
  async ({ baseURL }) => {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${baseURL}/main.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(await response.text()).toContain('webpackChunkshell');
    }
    const map = (await (await fetch(`${baseURL}/remotes.json`)).json()) as Record<string, string>;
    const storefrontFolder = map.storefront!.replace(/mf-manifest\.json$/, '');
    // The maps exist as build artefacts (hidden-source-map); no server sends them.
    expect(existsSync(path.join(__dirname, '../../shell/dist/main.js.map'))).toBe(true);
    for (const file of ['/main.js.map', `${storefrontFolder}remoteEntry.js.map`]) {
      expect((await fetch(`${baseURL}${file}`)).status, file).toBe(404);
    }
    // Only released files and each remote's stored versions (which a preview is checked
    // against) are served under /remotes/, not the releases' own records.
    for (const file of [
      '/remotes/remotes.json',
      '/remotes/history.json',
      '/remotes/.map.lock',
      '/remotes/storefront/versions.json',
    ]) {
      expect((await fetch(`${baseURL}${file}`)).status, file).toBe(404);
    }
    const index = await fetch(`${baseURL}/remotes/storefront/index.json`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(((await index.json()) as { versions: string[] }).versions).toContain(
      storefrontFolder.split('/')[3],
    );
    const missing = await fetch(`${baseURL}/no-such-file.js`);
    expect(missing.status).toBe(404);
  },
);

test(
  "the API's answers are gzipped for a browser that takes gzip, and plain otherwise",
  { tag: '@platform' },
  async ({ baseURL }) => {
    // The products list is ~8 KB of JSON on every visit to /products; the web server
    // compresses it (tools/serve.mjs, deploy/nginx), the API itself does not.
    const list = `${baseURL}/api/products/?page=1&per_page=20`;
    const gzipped = await fetch(list, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    const page = (await gzipped.json()) as { products: unknown[] };
    expect(page.products).toHaveLength(20);
    const plain = await fetch(list, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(page);
  },
);

test(
  'the home page arrives with its first screen in the HTML, the products list with its hints; other routes get the plain page',
  { tag: '@platform' },
  async ({ request }) => {
    // docs/performance.md#first-screens-composed-at-release: composed by the release tools for the
    // live storefront.
    const home = await request.get('/?utm_source=mail');
    expect(home.headers()['cache-control']).toBe('no-cache');
    const html = await home.text();
    expect(html).toContain('Gear Up. Train Hard. Go Further.');
    expect(html).toMatch(
      /<meta name="shop-first-screen" content="storefront \/remotes\/storefront\/[A-Za-z0-9._-]+\/mf-manifest\.json">/,
    );
    // The nav is there without the session's links, which the HTML cannot know.
    expect(html).toContain('class="brand"');
    expect(html).not.toContain('href="/login"');
    // The products list's page names its storefront chain and first read in preload hints;
    // with a query its first read is another, so it gets the plain page, like other routes.
    const products = await (await request.get('/products')).text();
    expect(products).toContain('<meta name="shop-first-screen"');
    expect(products).toMatch(
      /<link rel="preload" as="fetch" href="\/remotes\/storefront\/[A-Za-z0-9._-]+\/mf-manifest\.json" crossorigin="anonymous">/,
    );
    expect(products).toContain(
      '<link rel="preload" as="fetch" href="/api/styles/?page=1&amp;per_page=20" crossorigin="anonymous">',
    );
    expect(products).toMatch(/<div id="?shell-nav"?><\/div>/);
    for (const route of ['/products?category=footwear', '/products/1', '/cart']) {
      const page = await (await request.get(route)).text();
      expect(page, route).not.toContain('shop-first-screen');
      // The shell's page as built: the nav's container empty until its script renders it.
      expect(page, route).toMatch(/<div id="?shell-nav"?><\/div>/);
    }
  },
);
