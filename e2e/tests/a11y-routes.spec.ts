import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { AuthResponse, ProductList, PurchaseList } from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { signInOverApi, startSignedIn } from './support-session';

// Every route of docs/product/README.md#screens-and-routes, as a visitor, a customer and staff see
// it, passes axe with no serious or critical violation, and names its browser tab
// (docs/decisions/0078-tab-titles-from-the-route-table.md). The route list is read from that table,
// so a route added there is walked here too (shell/src/routing/routes.test.ts keeps the shell's
// table equal to it).

function documentedRoutes(): string[] {
  const product = readFileSync(path.join(__dirname, '../../docs/product/README.md'), 'utf8');
  const table = product.split('## Screens and routes')[1]!.split('\n\n')[1]!;
  return table
    .split('\n')
    .slice(2)
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

async function firstId(request: APIRequestContext, url: string, token?: string) {
  const response = await request.get(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as Partial<ProductList & PurchaseList>;
  const first = body.products?.[0] ?? body.purchases?.[0];
  if (!first) throw new Error(`${url} lists nothing to open`);
  return first.id;
}

const routes = documentedRoutes();
const viewers = ['visitor', 'customer', 'staff'] as const;

/** The tag of the remote that renders a route for a viewer (shell/src/routing/routes.ts), so a
 * change to one remote walks its own pages (docs/operations.md#a-teams-own-path). */
function ownerTag(route: string, viewer: (typeof viewers)[number]): string {
  const first = route.split('/')[1] ?? '';
  if (first === 'reports') return '@reports';
  if (first === 'dashboard') return viewer === 'staff' ? '@backoffice' : '@account';
  if (['login', 'register', 'profile', 'purchases', 'choose-password'].includes(first))
    return '@account';
  if (
    [
      'inventory',
      'catalogue',
      'suppliers',
      'sales',
      'staff',
      'settings',
      'audit',
      'customer-returns',
      'discount-codes',
      'registers',
    ].includes(first)
  )
    return '@backoffice';
  return '@storefront';
}

test('the walk covers the documented route table', { tag: '@platform' }, () => {
  expect(routes).toEqual(expect.arrayContaining(['/', '/products/{id}', '/reports', '/faq']));
  expect(routes.length).toBeGreaterThanOrEqual(20);
});

for (const viewer of viewers) {
  test.describe(`as ${viewer}`, () => {
    let session: AuthResponse | undefined;
    let ids: { products: number; purchases: number; sessions: number };
    // One browser for the viewer's whole walk, as a person clicking through would have: the
    // shell's and remotes' files come from its cache after the first page, and each route is
    // still a page of its own.
    let browsing: BrowserContext;

    test.beforeAll(async ({ browser, request }, testInfo) => {
      browsing = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      session = viewer === 'visitor' ? undefined : await signInOverApi(request, viewer);
      const buyer = session ?? (await signInOverApi(request, 'customer'));
      ids = {
        products: await firstId(request, '/api/products/?per_page=1'),
        purchases: await firstId(request, '/api/purchases/?per_page=1', buyer.access_token),
        // The demo's closed drawer day, the first session of a fresh database
        // (services/api/src/database/seed/demo-drawers.ts).
        sessions: 1,
      };
    });
    test.afterAll(() => browsing.close());

    for (const route of routes) {
      test(
        `${route} has no serious axe violation and its own tab title`,
        {
          tag: ownerTag(route, viewer),
        },
        async () => {
          const page = await browsing.newPage();
          if (session) await startSignedIn(page, session);
          const url = route.replace(
            /\/(\w+)\/\{id\}$/,
            (_all, kind: 'products' | 'purchases' | 'sessions') => `/${kind}/${ids[kind]}`,
          );
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);

          await expectNoSeriousA11yViolations(page, `${url} as ${viewer}`);
          if (route === '/') await expect(page).toHaveTitle('FitShop');
          else await expect(page).toHaveTitle(/^\S.* · FitShop$/);
          await page.close();
        },
      );
    }
  });
}
