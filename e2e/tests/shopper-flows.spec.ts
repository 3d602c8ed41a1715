import { expect, test, type Page } from '@playwright/test';
import type { Product, ProductList } from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { watchConsole } from './console';
import { registerCustomer, signInOverApi, startSignedIn } from './support-session';

// What a shopper notices within a minute (issue 22): toasts, the checkout's words and
// lines, where signed-in users land, first-visit greeting, tab titles, the staff menu at
// 1024 px and tables on a phone, on the built site and its demo data.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function inStock(page: Page, count: number): Promise<Product[]> {
  const response = await page.request.get('/api/products/?in_stock_only=true&per_page=50');
  const { products } = (await response.json()) as ProductList;
  return products.filter((product) => product.quantity_in_stock >= 5).slice(0, count);
}

/** True when nothing on the page reaches past the right edge of the window. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test(
  'add-to-cart confirmations come one at a time and are gone after navigating',
  { tag: '@storefront' },
  async ({ page }) => {
    // The list's cards open a style (its size is chosen on the product page): add there, thrice.
    const [tee] = await inStock(page, 1);
    await page.goto(`/products/${tee!.id}`);
    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    for (let n = 0; n < 3; n++) await add.click();

    const toasts = page.getByRole('status').filter({ hasText: /to cart$/ });
    await expect(toasts).toHaveCount(1);
    await expect(toasts.locator(':scope > *')).toHaveCount(1);
    await expect(nav(page).getByLabel('3 items in cart')).toBeVisible();

    await nav(page).getByRole('link', { name: /Cart/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByText(/^Added .* to cart$/)).toHaveCount(0);
  },
);

test(
  'checkout tells a signed-out shopper why to sign in, then shows what is being bought',
  { tag: '@storefront' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const [tee] = await inStock(page, 1);
    await page.goto(`/products/${tee!.id}`);
    await expect(page).toHaveTitle(`${tee!.name} · FitShop`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/cart');
    const line = page.getByRole('listitem', { name: tee!.name });
    await expect(line.getByText(`Size ${tee!.size} · ${tee!.color}`)).toBeVisible();
    await expect(line.getByRole('link', { name: tee!.name })).toHaveAttribute(
      'href',
      `/products/${tee!.id}`,
    );

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
    await expect(page.getByText('Sign in to complete your purchase')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-in for checkout');
    await page.getByLabel('Username or Email', { exact: true }).fill('customer');
    await page.getByLabel('Password', { exact: true }).fill('Customer123!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Method' });
    const price = (value: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
    await expect(dialog.getByRole('list', { name: 'Your order' })).toContainText(
      `2 × ${tee!.name}`,
    );
    // No tax rate on a fresh database: tax $0.00, the total is the subtotal.
    await expect(dialog.getByRole('group', { name: 'Order totals' })).toContainText(
      `Tax$0.00Total${price(tee!.selling_price * 2)}`,
    );
    await expectNoSeriousA11yViolations(page, 'the checkout dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'a signed-in customer who opens /login or /register lands on the dashboard',
  { tag: '@account' },
  async ({ page }) => {
    await startSignedIn(page, await signInOverApi(page.request, 'customer'));
    for (const form of ['/login', '/register']) {
      await page.goto(form);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
      await expect(page).toHaveTitle('Dashboard · FitShop');
    }
  },
);

test('each page names the browser tab', { tag: '@platform' }, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('FitShop');
  await nav(page).getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveTitle('Products · FitShop');
  await page.goto('/nowhere');
  await expect(page).toHaveTitle('Page Not Found · FitShop');
  await page.goto('/profile');
  await expect(page).toHaveTitle('Sign In · FitShop');
});

test(
  'the staff menu stays on one row at 1024 px and works from the keyboard',
  { tag: '@platform' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await startSignedIn(page, await signInOverApi(page.request, 'staff'));
    await page.goto('/dashboard');
    const manage = nav(page).getByRole('button', { name: 'Manage' });
    await expect(manage).toBeVisible();
    const tops = await nav(page)
      .locator('.nav-link')
      .evaluateAll((links) =>
        links
          .filter((link) => link.getClientRects().length > 0)
          .map((link) => link.getBoundingClientRect().top),
      );
    expect(new Set(tops.map(Math.round)).size).toBe(1);

    await manage.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(manage).toBeFocused();
    await expect(nav(page).getByRole('link', { name: 'Inventory' })).toBeHidden();

    await manage.click();
    await expectNoSeriousA11yViolations(page, 'the open Manage menu');
    await nav(page).getByRole('link', { name: 'Inventory' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page).toHaveTitle('Inventory · FitShop');
  },
);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test(
    'purchases, the purchase detail and the dashboard show rows as cards with View in view',
    { tag: '@account' },
    async ({ page }) => {
      await startSignedIn(page, await signInOverApi(page.request, 'customer'));
      await page.goto('/purchases');
      const first = page.getByRole('list', { name: 'Purchases' }).getByRole('listitem').first();
      await expect(first.getByRole('link', { name: /View Details/ })).toBeInViewport();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoSeriousA11yViolations(page, 'purchases as cards');

      await first.getByRole('link', { name: /View Details/ }).click();
      // Below the order's delivery: scrolled down to, its money fits the phone's width.
      const lines = page.getByRole('list', { name: 'Order items' });
      const lineTotal = lines.getByText('Total', { exact: true }).first();
      await lineTotal.scrollIntoViewIfNeeded();
      await expect(lineTotal).toBeInViewport();
      expect(await noSidewaysScroll(page)).toBe(true);

      await page.goto('/dashboard');
      const recent = page
        .getByRole('list', { name: 'Recent orders' })
        .getByRole('listitem')
        .first();
      await recent.scrollIntoViewIfNeeded();
      await expect(recent.getByRole('link', { name: /^View order/ })).toBeInViewport();
      expect(await noSidewaysScroll(page)).toBe(true);
    },
  );

  test(
    "staff's purchases and latest orders are cards too",
    { tag: '@backoffice' },
    async ({ page }) => {
      await startSignedIn(page, await signInOverApi(page.request, 'staff'));
      await page.goto('/purchases');
      const first = page.getByRole('list', { name: 'Purchases' }).getByRole('listitem').first();
      await expect(first.getByRole('link', { name: /View Details/ })).toBeInViewport();
      expect(await noSidewaysScroll(page)).toBe(true);

      await page.goto('/dashboard');
      const latest = page
        .getByRole('list', { name: 'Latest orders' })
        .getByRole('listitem')
        .first();
      await latest.scrollIntoViewIfNeeded();
      await expect(latest.getByRole('link', { name: /^#\d+$/ })).toBeInViewport();
      expect(await noSidewaysScroll(page)).toBe(true);
    },
  );
});

test(
  'at 1280 px the purchase detail shows quantity and money without a sideways scroll',
  { tag: '@account' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await startSignedIn(page, await signInOverApi(page.request, 'customer'));
    await page.goto('/purchases');
    await page
      .getByRole('link', { name: /View Details/ })
      .first()
      .click();
    const items = page.getByRole('region', { name: 'Order Items' });
    await items.scrollIntoViewIfNeeded();
    for (const name of ['Quantity', 'Unit Price', 'Total'])
      await expect(items.getByRole('columnheader', { name })).toBeInViewport();
    const scrolls = await items
      .locator('.ant-table-content')
      .evaluate((box) => box.scrollWidth > box.clientWidth);
    expect(scrolls).toBe(false);
  },
);

test(
  'a new customer with no orders yet reads the empty states clearly',
  { tag: '@account' },
  async ({ page }) => {
    await startSignedIn(page, await registerCustomer(page.request, 'flows'));

    await page.goto('/purchases');
    await expect(page.getByText('No purchases found')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'no purchases');
    await page.goto('/dashboard');
    await expect(page.getByText('No orders found')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'a dashboard without orders');
  },
);
