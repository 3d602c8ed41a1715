import { expect, test, type Page } from '@playwright/test';
import {
  formatDollars,
  type AuthResponse,
  type DrawerSessionResponse,
  type ProductList,
  type Register,
  type RegisterResponse,
  type TillRegisterList,
} from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { watchConsole } from './console';

// A return at the till takes its refund out of the drawer (docs/product/registers.md#returns-at-the-till),
// on the built site: a cashier opens a drawer, sells for cash, takes the sale back by its receipt's
// number in the Returns tab, and the drawer's X report shows the refund and the lower expected
// cash. On a register of its own, added here, so the specs that use Front and Back counter never
// meet it.

const REGISTER = `Returns desk ${Date.now() % 1_000_000}`;

async function tokenOf(page: Page, username: string, password: string) {
  const response = await page.request.post('/api/auth/login', { data: { username, password } });
  return ((await response.json()) as AuthResponse).access_token;
}

/** The admin adds the register this spec works on, as Settings does. */
async function addRegister(page: Page): Promise<Register> {
  const token = await tokenOf(page, 'admin', 'Admin123!');
  const response = await page.request.post('/api/shop/registers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: REGISTER },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as RegisterResponse).register;
}

test(
  'a cashier takes a cash sale back by its receipt, and the X report shows the refund',
  { tag: '@backoffice' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    await addRegister(page);
    const { products } = (await (
      await page.request.get('/api/products/?per_page=100&in_stock_only=true')
    ).json()) as ProductList;
    const product = products.find((candidate) => candidate.quantity_in_stock >= 3)!;

    await page.goto('/login');
    await page.getByLabel('Username or Email', { exact: true }).fill('staff');
    await page.getByLabel('Password', { exact: true }).fill('Staff123!');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The Returns tab asks for the register and a session, as the Sale tab does.
    await page.goto('/sales?tab=returns');
    await page.getByRole('button', { name: REGISTER, exact: true }).click();
    await expect(
      page.getByText('No session is open on this register: open one to take returns.'),
    ).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Sale number' })).toHaveCount(0);

    // Open a session with a $100.00 float, on the Sale tab.
    await page.getByRole('tab', { name: 'Sale' }).click();
    await page.getByRole('button', { name: 'Open a session' }).click();
    const open = page.getByRole('dialog', { name: `Open a session on ${REGISTER}` });
    await expect(open.getByLabel('Float (dollars)')).toBeFocused();
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');
    await expect(open).toBeHidden();

    // Ring one up and take cash: the total tendered.
    await expect(page.getByRole('searchbox', { name: 'Search or scan' })).toBeFocused();
    await page.keyboard.type(product.sku);
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('list', { name: 'Cart lines' })
        .getByRole('listitem', { name: `${product.name}, quantity`, exact: false }),
    ).toBeVisible();
    await page.keyboard.press('F9');
    const pay = page.getByRole('dialog', { name: 'Complete Purchase' });
    await expect(pay.getByLabel('Amount tendered')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sale completed successfully!')).toBeVisible();
    const barcode = page.getByRole('img', { name: /^Code 128 barcode S\d+$/ });
    const receiptNumber = (await barcode.getAttribute('aria-label'))!.split(' ').pop()!;

    // The X report before the return: the drawer holds the float and the sale.
    const token = await tokenOf(page, 'staff', 'Staff123!');
    const headers = { Authorization: `Bearer ${token}` };
    const readX = async (sessionId: number) =>
      (
        (await (
          await page.request.get(`/api/registers/sessions/${sessionId}`, { headers })
        ).json()) as DrawerSessionResponse
      ).session.report;
    const registers = (await (
      await page.request.get('/api/registers', { headers })
    ).json()) as TillRegisterList;
    const sessionId = registers.registers.find((one) => one.name === REGISTER)!.open_session!.id;
    const before = (await readX(sessionId)).tenders.find((line) => line.method === 'cash')!;
    expect(before.sales).toBeGreaterThan(0);

    // Take it back by the receipt's number, refunded in cash.
    await page.getByRole('tab', { name: 'Returns' }).click();
    const saleField = page.getByRole('searchbox', { name: 'Sale number' });
    await expect(saleField).toBeFocused();
    await page.keyboard.type(receiptNumber);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Return from sale #\d+$/ })).toBeVisible();
    await page.getByRole('button', { name: `One more ${product.name}` }).click();
    await expectNoSeriousA11yViolations(page, 'the till’s Returns tab');
    await page.getByRole('button', { name: 'Confirm Return' }).click();
    const receipt = page.getByRole('region', { name: 'FitShop returns receipt' });
    await expect(receipt.getByText('Refund to Cash')).toBeVisible();

    // The X report: the refund, and the expected cash lower by it (here back to the float).
    const after = (await readX(sessionId)).tenders.find((line) => line.method === 'cash')!;
    expect(after.refunds).toBe(before.sales);
    expect(after.expected).toBe(100);
    await page.getByRole('button', { name: 'X report' }).click();
    const x = page.getByRole('dialog', { name: `X report: ${REGISTER}` });
    const cashRow = x.getByRole('row', { name: /^Cash/ });
    await expect(cashRow).toContainText(formatDollars(after.refunds));
    await expect(cashRow).toContainText(formatDollars(100));
    await expect(x.getByText(`1 (${formatDollars(after.refunds)})`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(x).toBeHidden();
    expect(consoleErrors()).toEqual([]);
  },
);
