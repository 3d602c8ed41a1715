import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  dollarsToCents,
  formatCents,
  formatPlainCents,
  lineTotalCents,
  sumCents,
  type AuthResponse,
  type Product,
  type ProductList,
  type PurchaseList,
} from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { watchConsole } from './console';
import { tillWithOpenDrawer } from './till-support';

// The point of sale (issue 16) on the built site and its demo data, worked by keyboard only, on
// Front counter with its drawer open (the drawer itself: drawer-session.spec.ts).

async function signInByKeyboard(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or Email', { exact: true }).focus();
  await page.keyboard.type(username);
  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { username: 'staff', password: 'Staff123!' },
  });
  return ((await response.json()) as AuthResponse).access_token;
}

/** In-stock products of the till's first 100, each with at least `least` pieces. */
async function stockedProducts(request: APIRequestContext, least: number): Promise<Product[]> {
  const response = await request.get('/api/products/?per_page=100');
  const { products } = (await response.json()) as ProductList;
  return products.filter((product) => product.quantity_in_stock >= least);
}

async function stockOf(request: APIRequestContext, productId: number): Promise<number> {
  const response = await request.get(`/api/products/${productId}`);
  return ((await response.json()) as { product: Product }).product.quantity_in_stock;
}

async function purchaseCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/purchases/?per_page=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as PurchaseList).total;
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search or scan' });
/** A style's tile in the till's grid, named by the style. */
const tileOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Styles' })
    .getByRole('button')
    .filter({ has: page.locator('.pos-tile-name').getByText(name, { exact: true }) });
const lineOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Cart lines' })
    .getByRole('listitem', { name: `${name}, quantity`, exact: false });

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Where the inventory shows a product's stock: its row's third cell. */
async function inventoryStock(page: Page, sku: string): Promise<number> {
  await page.goto(`/inventory?search=${encodeURIComponent(sku)}`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: sku, exact: true }) });
  await expect(row).toHaveCount(1);
  return Number((await row.getByRole('cell').allInnerTexts())[2]);
}

test(
  'a cashier rings up a scanned code and a searched product, takes cash and prints the change',
  { tag: '@backoffice' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const [scanned, ...others] = await stockedProducts(page.request, 5);
    const searched = others.find((product) => product.name !== scanned!.name);
    const before = {
      scanned: await stockOf(page.request, scanned!.id),
      searched: await stockOf(page.request, searched!.id),
    };
    const totalCents = sumCents([
      lineTotalCents(dollarsToCents(scanned!.selling_price), 1),
      lineTotalCents(dollarsToCents(searched!.selling_price), 2),
    ]);
    // Whole tens of dollars, at least $10 over: the notes a customer hands over.
    const tenderedCents = (Math.ceil(totalCents / 1000) + 1) * 1000;
    const changeCents = tenderedCents - totalCents;

    await tillWithOpenDrawer(page);

    await signInByKeyboard(page, 'staff', 'Staff123!');
    await page.goto('/sales');
    await expect(page.getByRole('heading', { level: 1, name: 'Point of Sale' })).toBeVisible();
    await expect(search(page)).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();

    // A scanner types the code and Enter.
    await page.keyboard.type(scanned!.sku);
    await page.keyboard.press('Enter');
    await expect(lineOf(page, scanned!.name)).toBeVisible();
    await expect(search(page)).toHaveValue('');

    // The second product by its style's name: Tab to its tile, open it, choose its size and colour.
    await page.keyboard.type(searched!.name);
    const tile = tileOf(page, searched!.name);
    await tabTo(page, tile);
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog')
      .getByRole('button', {
        name: new RegExp(`^${searched!.size} ${searched!.color}, \\d+ in stock`),
      })
      .click();
    await expect(page.getByText(`Added ${searched!.name} (1 in cart).`)).toBeVisible();

    // Back to the search, down into the cart (the line just added is selected), one more.
    await page.keyboard.press('F2');
    await expect(search(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('+');
    await expect(
      lineOf(page, searched!.name).getByRole('spinbutton', {
        name: `Quantity of ${searched!.name}`,
      }),
    ).toHaveValue('2');
    // The cart's keys scrolled the page: the shell's sticky header now covers the drawer bar, and
    // axe would judge the bar's buttons against the header's colours. It checks the page from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page, '/sales with a cart');

    await page.keyboard.press('F9');
    const dialog = page.getByRole('dialog', { name: 'Complete Purchase' });
    await expect(dialog.getByText(formatCents(totalCents), { exact: true }).first()).toBeVisible();
    const amount = dialog.getByLabel('Amount tendered');
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue(formatPlainCents(totalCents));
    await page.keyboard.type(formatPlainCents(tenderedCents));
    await expect(dialog.getByText('Change due:')).toContainText(formatCents(changeCents));
    await expectNoSeriousA11yViolations(page, 'the payment dialog');
    await page.keyboard.press('Enter');

    await expect(page.getByText('Sale completed successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const receipt = page.getByRole('region', { name: 'FitShop receipt' });
    await expect(receipt).toContainText(scanned!.name);
    await expect(receipt).toContainText(searched!.name);
    await expect(
      receipt.getByText('Tendered').locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(formatCents(tenderedCents));
    await expect(
      receipt.getByText('Change', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(formatCents(changeCents));
    await expect(search(page)).toBeFocused();

    expect(await inventoryStock(page, scanned!.sku)).toBe(before.scanned - 1);
    expect(await inventoryStock(page, searched!.sku)).toBe(before.searched - 2);
    expect(consoleErrors()).toEqual([]);
  },
);

/** Opens the till with one of `product` rung up and the payment dialog, cash pre-filled. */
async function payFor(page: Page, product: Product) {
  await page.goto('/sales');
  await expect(search(page)).toBeFocused();
  await page.keyboard.type(product.sku);
  await page.keyboard.press('Enter');
  await expect(lineOf(page, product.name)).toBeVisible();
  await page.keyboard.press('F9');
  const dialog = page.getByRole('dialog', { name: 'Complete Purchase' });
  await expect(dialog.getByLabel('Amount tendered')).toBeFocused();
  return dialog;
}

test('a double Enter records one sale', { tag: '@backoffice' }, async ({ page }) => {
  const token = await staffToken(page.request);
  const product = (await stockedProducts(page.request, 5))[2]!;
  const stockBefore = await stockOf(page.request, product.id);
  const salesBefore = await purchaseCount(page.request, token);

  await tillWithOpenDrawer(page);

  await signInByKeyboard(page, 'staff', 'Staff123!');
  await payFor(page, product);
  await page.keyboard.type('500');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sale completed successfully!')).toBeVisible();

  expect(await purchaseCount(page.request, token)).toBe(salesBefore + 1);
  expect(await stockOf(page.request, product.id)).toBe(stockBefore - 1);
});

test(
  'a sale whose answer was lost, completed again after a reload, is recorded once',
  { tag: '@backoffice' },
  async ({ page }) => {
    const token = await staffToken(page.request);
    const product = (await stockedProducts(page.request, 5))[3]!;
    const stockBefore = await stockOf(page.request, product.id);
    const salesBefore = await purchaseCount(page.request, token);

    // The first answer is lost on the way back: the server has recorded the sale, the till
    // sees a network failure.
    let lost = false;
    await page.route('**/api/purchases/', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('failed');
    });

    await tillWithOpenDrawer(page);

    await signInByKeyboard(page, 'staff', 'Staff123!');
    let dialog = await payFor(page, product);
    await page.keyboard.type('500');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Error processing sale. Please try again.')).toBeVisible();
    expect(await purchaseCount(page.request, token)).toBe(salesBefore + 1);

    // The till comes back with the sale on it, as it was sent; completing it gets the first sale.
    await page.reload();
    await expect(lineOf(page, product.name)).toBeVisible();
    await expect(search(page)).toBeFocused();
    await page.keyboard.press('F9');
    dialog = page.getByRole('dialog', { name: 'Complete Purchase' });
    await expect(dialog.getByText(/This sale was being sent when the till stopped/)).toBeVisible();
    await expect(dialog.getByLabel('Amount tendered')).toHaveValue('500.00');
    await expect(dialog.getByLabel('Amount tendered')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sale completed successfully!')).toBeVisible();

    expect(await purchaseCount(page.request, token)).toBe(salesBefore + 1);
    expect(await stockOf(page.request, product.id)).toBe(stockBefore - 1);
  },
);
