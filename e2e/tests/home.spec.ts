import { expect, test, type Response } from '@playwright/test';
import { watchConsole } from './console';
import { signInOverApi, startSignedIn } from './support-session';

test(
  'the Home page renders through the shell with the storefront from its live release',
  { tag: '@storefront' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    // Same origin, versioned path (docs/architecture.md#serving): /remotes/storefront/<version>/.
    const storefrontManifest = page.waitForResponse((r) =>
      /^http:\/\/localhost:4200\/remotes\/storefront\/[A-Za-z0-9._-]+\/mf-manifest\.json$/.test(
        r.url(),
      ),
    );
    const products = page.waitForResponse((r) => r.url().includes('/api/styles') && r.ok());

    await page.goto('/');

    expect((await storefrontManifest).ok()).toBe(true);
    const storefront = page.locator('[data-remote="storefront"]');
    await expect(storefront.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(storefront.getByRole('link', { name: 'Join Our Community' })).toHaveAttribute(
      'href',
      '/register',
    );
    for (const point of ['Premium Quality', 'Comfort First', 'Performance Ready']) {
      await expect(storefront.getByText(point, { exact: true })).toBeVisible();
    }
    await expect(storefront.getByText('Shop by Category')).toBeVisible();
    for (const category of ['men', 'women', 'accessories', 'footwear']) {
      await expect(storefront.locator(`a[href="/products?category=${category}"]`)).toBeVisible();
    }

    // Real data: the featured styles come from the API through the shell's /api proxy.
    const body = (await (await products).json()) as { styles: { name: string }[] };
    expect(body.styles.length).toBeGreaterThan(0);
    await expect(storefront.getByText(body.styles[0]!.name).first()).toBeVisible();
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'the nav bar and footer show the visitor links of docs/product/storefront.md#navigation-bar-and-footer',
  { tag: ['@storefront', '@platform'] },
  async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    const visitorLinks: [string, string][] = [
      ['Home', '/'],
      ['Products', '/products'],
      ['Sign in', '/login'],
      ['Sign up', '/register'],
    ];
    for (const [name, href] of visitorLinks) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.locator('a[href="/cart"]')).toBeVisible();
    await expect(nav.locator('a[href="/inventory"]')).toHaveCount(0);

    const footer = page.locator('footer');
    for (const href of [
      '/products',
      '/about',
      '/contact',
      '/support',
      '/shipping',
      '/returns',
      '/size-guide',
      '/faq',
      '/privacy',
      '/terms',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  },
);

test(
  'a category tile and a footer link navigate inside the composed site',
  { tag: '@storefront' },
  async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-remote="storefront"] a[href="/products?category=footwear"]').click();
    await expect(page).toHaveURL(/\/products\?category=footwear$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

    await page.locator('footer a[href="/shipping"]').click();
    await expect(page).toHaveURL(/\/shipping$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Shipping Information' }),
    ).toBeVisible();
  },
);

test(
  'the shell page preloads the remote map and its two start-up files, and each is fetched once',
  { tag: ['@platform', '@storefront'] },
  async ({ page }) => {
    // docs/performance.md#the-start-up-chain-two-files-preloaded: the hints must name what start-up
    // loads, no more and no less, and the page must use the preloaded answers instead of asking
    // again. The start-up code comes in two files (React DOM and the rest), not one per library.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible();

    const preloaded = await page
      .locator('link[rel="preload"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(preloaded).toContain('/remotes.json');
    const shellChunks = [...new Set(requested)].filter(
      (path) => path.endsWith('.js') && !path.startsWith('/remotes/') && path !== '/main.js',
    );
    expect(preloaded.filter((path) => path.endsWith('.js')).sort()).toEqual(shellChunks.sort());
    expect(shellChunks).toHaveLength(2);
    for (const path of preloaded) expect(requested.filter((p) => p === path)).toHaveLength(1);
  },
);

test(
  'the products list preloads its storefront chain and first read, and each is fetched once',
  { tag: ['@storefront', '@platform'] },
  async ({ page }) => {
    // docs/performance.md#first-screens-composed-at-release: the hints come from what the page loaded
    // when it was composed; the page must take the preloaded answers instead of asking again.
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      requested.push(pathname + search);
    });
    await page.goto('/products');
    await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();

    const hinted = await page
      .locator('link[rel="preload"]')
      .evaluateAll((links) =>
        links
          .map((link) => new URL((link as HTMLLinkElement).href))
          .map((url) => url.pathname + url.search),
      );
    expect(hinted).toContain('/api/styles/?page=1&per_page=20');
    expect(hinted.some((href) => /^\/remotes\/storefront\/.+\/remoteEntry\.js$/.test(href))).toBe(
      true,
    );
    for (const href of hinted)
      expect(
        requested.filter((r) => r === href),
        href,
      ).toHaveLength(1);
  },
);

test(
  'the home page shows its first screen before any script runs',
  { tag: ['@storefront', '@platform'] },
  async ({ browser }) => {
    // docs/performance.md#first-screens-composed-at-release: what a phone paints as soon as the HTML
    // arrives.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gear Up. Train Hard. Go Further.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
    // Nothing that needs a script pretends to work, and nothing that needs the session shows.
    await expect(page.locator('#shell-nav button').first()).toBeDisabled();
    await expect(page.locator('a[href="/login"]')).toHaveCount(0);
    await context.close();
  },
);

test(
  'the scripts take the first screen over: one page, the links of the session',
  { tag: ['@storefront', '@platform'] },
  async ({ page, request }) => {
    const consoleErrors = watchConsole(page);
    await startSignedIn(page, await signInOverApi(request, 'customer'));
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(nav.locator('a[href="/login"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveCount(1);
    // The featured products replace their placeholders once the data is in.
    await expect(page.getByRole('status', { name: 'Loading products' })).toHaveCount(0);
    await expect(page.locator('[data-remote="storefront"] img').first()).toBeVisible();
    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'the home page and the products list load no schema library; the sign-in form does',
  { tag: ['@storefront', '@platform'] },
  async ({ page }) => {
    // docs/performance.md#the-antd-free-first-pages-and-the-ui-kits: zod (the forms' and the API's
    // schemas) once added 24 KB gzip to the shell's start-up; the first pages validate nothing.
    // The sign-in page shows the probe still finds it.
    const scriptsWithZod = async (path: string, ready: () => Promise<void>) => {
      const bodies: Promise<string>[] = [];
      const collect = (response: Response) => {
        if (response.ok() && response.request().resourceType() === 'script')
          bodies.push(
            response.text().then((text) => (text.includes('ZodError') ? response.url() : '')),
          );
      };
      page.on('response', collect);
      await page.goto(path);
      await ready();
      await page.waitForLoadState('networkidle');
      page.off('response', collect);
      return (await Promise.all(bodies)).filter(Boolean);
    };
    expect(
      await scriptsWithZod('/', () =>
        expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible(),
      ),
    ).toEqual([]);
    expect(
      await scriptsWithZod('/products', () =>
        expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible(),
      ),
    ).toEqual([]);
    expect(
      await scriptsWithZod('/login', () =>
        expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(),
      ),
    ).not.toEqual([]);
  },
);
