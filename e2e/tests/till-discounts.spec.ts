import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AuthResponse, ProductList, PurchaseList } from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { watchConsole } from './console';

// Discounts at the till (docs/product/point-of-sale.md#discounts), on the built site by keyboard:
// a cashier opens the drawer of a register of its own, rings up a line, gives 10 % off the sale
// with a reason, and the payment, the receipt and the sale as kept all show it.

async function headersOf(page: Page, username: string, password: string) {
  const response = await page.request.post('/api/auth/login', { data: { username, password } });
  const { access_token } = (await response.json()) as AuthResponse;
  return { Authorization: `Bearer ${access_token}` };
}

/** Puts the keyboard on `target` and presses `key`, as Tab then the key would. */
async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}

test(
  'a cashier gives 10 % off a sale with a reason, and the receipt shows it',
  { tag: '@backoffice' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const register = `Discount desk ${Date.now().toString(36)}`;
    // A register no other spec sells on, so this one opens its drawer itself.
    const admin = await headersOf(page, 'admin', 'Admin123!');
    const made = await page.request.post('/api/shop/registers', {
      headers: admin,
      data: { name: register },
    });
    expect(made.status()).toBe(201);
    const { products } = (await (
      await page.request.get('/api/products/?per_page=100&in_stock_only=true')
    ).json()) as ProductList;
    const product = products.find((candidate) => candidate.quantity_in_stock >= 2)!;

    await page.goto('/login');
    await page.getByLabel('Username or Email', { exact: true }).fill('staff');
    await page.getByLabel('Password', { exact: true }).fill('Staff123!');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/sales');

    // The drawer: this register, a $100 float.
    await press(page, page.getByRole('button', { name: register, exact: true }));
    await press(page, page.getByRole('button', { name: 'Open a session' }));
    const open = page.getByRole('dialog', { name: `Open a session on ${register}` });
    await expect(open.getByLabel('Float (dollars)')).toBeFocused();
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');
    await expect(open).toBeHidden();
    const search = page.getByRole('searchbox', { name: 'Search or scan' });
    await expect(search).toBeFocused();

    // A line, scanned.
    await page.keyboard.type(product.sku);
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('list', { name: 'Cart lines' })
        .getByRole('listitem', { name: `${product.name}, quantity`, exact: false }),
    ).toBeVisible();

    // 10 % off the sale, for loyalty.
    await press(page, page.getByRole('button', { name: 'Discount on Sale' }));
    const dialog = page.getByRole('dialog', { name: 'Discount on the sale' });
    await expect(dialog.getByLabel('Percentage off')).toBeFocused();
    await page.keyboard.type('10');
    await press(page, dialog.getByRole('radio', { name: 'Loyalty' }), 'Space');
    await expect(dialog.getByRole('radio', { name: 'Loyalty' })).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'the discount dialog');
    await dialog.getByLabel(/^Note/).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(search).toBeFocused();

    // The server prices it: 10 % of the price, by the money module's rule.
    const discount = (Math.round(product.selling_price * 10) / 100).toFixed(2);
    await expect(page.getByText('Sale discount (Loyalty)').locator('xpath=..')).toContainText(
      `−$${discount}`,
    );

    await page.keyboard.press('F9');
    const payment = page.getByRole('dialog', { name: 'Complete Purchase' });
    await expect(payment).toContainText(`Discount: −$${discount}`);
    await expect(payment.getByLabel('Amount tendered')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sale completed successfully!')).toBeVisible();
    const receiptDiscount = page.getByRole('term').filter({ hasText: /^Discount$/ });
    await expect(receiptDiscount.locator('xpath=following-sibling::dd[1]')).toHaveText(
      `−$${discount}`,
    );

    const staff = await headersOf(page, 'staff', 'Staff123!');
    const { purchases } = (await (
      await page.request.get('/api/purchases/?per_page=5', { headers: staff })
    ).json()) as PurchaseList;
    expect(purchases[0]).toMatchObject({
      channel: 'pos',
      sale_discount_amount: Number(discount),
      sale_discount_reason: 'loyalty',
      discount_amount: Number(discount),
    });
    expect(consoleErrors()).toEqual([]);
  },
);
