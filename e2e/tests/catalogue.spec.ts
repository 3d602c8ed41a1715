import { expect, test, type Page } from '@playwright/test';
import type { ProductList } from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { watchConsole } from './console';

// The catalogue (issue 4) on the built site and its demo data. What the screens show is
// checked against what the API answers for the same query, so the tests hold for any seed.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ products$/);

async function listFromApi(page: Page, query: string): Promise<ProductList> {
  const response = await page.request.get(`/api/products/?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductList;
}

test('a Home category tile lands on the list filtered by that category', async ({ page }) => {
  const consoleErrors = watchConsole(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Men', exact: true }).click();

  await expect(page).toHaveURL(/\/products\?category=men$/);
  const men = await listFromApi(page, 'category=men');
  await expect(countLine(page)).toHaveText(
    `Showing ${men.products.length} of ${men.total} products`,
  );
  for (const product of men.products.slice(0, 3)) {
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  }
  await expect(page.getByLabel('Category')).toBeVisible();
  expect(consoleErrors()).toEqual([]);
});

test('filtering by size and price keeps the filters in the URL and shows the matching products', async ({
  page,
}) => {
  await page.goto('/products?page=2');
  await page.getByLabel('Size').selectOption('M');
  await expect(page).toHaveURL(/size=M/);
  await expect(page).not.toHaveURL(/page=/);

  await page.getByLabel('Min price').fill('20');
  await page.getByLabel('Max price').fill('60');
  await page.getByLabel('Max price').press('Enter');
  await expect(page).toHaveURL(/min_price=20/);
  await expect(page).toHaveURL(/max_price=60/);

  const expected = await listFromApi(page, 'size=M&min_price=20&max_price=60');
  expect(expected.total).toBeGreaterThan(0);
  await expect(countLine(page)).toHaveText(
    `Showing ${expected.products.length} of ${expected.total} products`,
  );
  await expect(page.getByRole('link', { name: expected.products[0]!.name }).first()).toBeVisible();

  // The filtered page survives a reload, and Clear All brings back the whole catalogue.
  await page.reload();
  await expect(countLine(page)).toHaveText(
    `Showing ${expected.products.length} of ${expected.total} products`,
  );
  await page.getByRole('button', { name: 'Clear All' }).click();
  const all = await listFromApi(page, '');
  await expect(countLine(page)).toHaveText(
    `Showing ${all.products.length} of ${all.total} products`,
  );
  await expect(page).toHaveURL(/\/products$/);
});

test('a shopper opens a product, picks a quantity and adds it to the cart', async ({ page }) => {
  const consoleErrors = watchConsole(page);
  const { products } = await listFromApi(page, 'in_stock_only=true');
  const product = products.find((candidate) => candidate.quantity_in_stock >= 3)!;

  await page.goto('/products?in_stock_only=true');
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('Save 20%')).toBeVisible();

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await expect(page.getByText(/Added .*to cart/)).toBeVisible();
  await expect(nav(page).getByLabel('2 items in cart')).toHaveText('2');
  // The cart is shared state: it survives a reload and shows on the cart page.
  await page.reload();
  await expect(nav(page).getByLabel('2 items in cart')).toHaveText('2');
  expect(consoleErrors()).toEqual([]);
});

test('a product URL that does not exist shows Product Not Found', async ({ page }) => {
  await page.goto('/products/999999');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(countLine(page)).toBeVisible();
});

test('Home, the list and a product page have no serious accessibility violations', async ({
  page,
}) => {
  const { products } = await listFromApi(page, 'per_page=1');
  for (const [path, ready] of [
    ['/', page.getByRole('heading', { name: 'Shop by Category' })],
    ['/products', countLine(page)],
    [`/products/${products[0]!.id}`, page.getByRole('heading', { level: 1 })],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expectNoSeriousA11yViolations(page, path);
  }
});
