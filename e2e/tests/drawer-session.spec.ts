import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  dollarsToCents,
  formatCents,
  formatPlainCents,
  sumCents,
  type AuthResponse,
  type DrawerSessionResponse,
  type Product,
  type ProductList,
  type TillRegisterList,
} from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { watchConsole } from './console';

// A drawer's day at the till (docs/product/registers.md), by keyboard on the built site: choose the
// register, open a session with a $100 float, sell for cash and by card, take cash out, read the X
// report, close $5.00 short with a note, and read the Z report. On Back counter, which the other
// specs leave alone.

const REGISTER = 'Back counter';

async function staffHeaders(page: Page) {
  const response = await page.request.post('/api/auth/login', {
    data: { username: 'staff', password: 'Staff123!' },
  });
  const { access_token } = (await response.json()) as AuthResponse;
  return { Authorization: `Bearer ${access_token}` };
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus (at most 40 times). */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let step = 0; step < 40; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Rings up one of `product` by its SKU and pays: cash (the total tendered) or card. */
async function sell(page: Page, product: Product, method: 'cash' | 'card') {
  const search = page.getByRole('searchbox', { name: 'Search or scan' });
  await expect(search).toBeFocused();
  await page.keyboard.type(product.sku);
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('list', { name: 'Cart lines' })
      .getByRole('listitem', { name: `${product.name}, quantity`, exact: false }),
  ).toBeVisible();
  await page.keyboard.press('F9');
  const dialog = page.getByRole('dialog', { name: 'Complete Purchase' });
  await expect(dialog.getByLabel('Amount tendered')).toBeFocused();
  if (method === 'card') {
    await dialog.getByRole('radio', { name: 'Card' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByLabel('Amount tendered')).toHaveCount(0);
    await dialog.getByLabel('Customer name').focus();
  }
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sale completed successfully!')).toBeVisible();
}

test(
  'a cashier opens a drawer with a float, sells, takes cash out and closes $5.00 short',
  { tag: '@backoffice' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const headers = await staffHeaders(page);
    const { products } = (await (
      await page.request.get('/api/products/?per_page=100&in_stock_only=true')
    ).json()) as ProductList;
    const [cashItem, cardItem] = products.filter((product) => product.quantity_in_stock >= 3);

    await page.goto('/login');
    await page.getByLabel('Username or Email', { exact: true }).fill('staff');
    await page.getByLabel('Password', { exact: true }).fill('Staff123!');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/sales');

    // Which register is this till? Chosen by keyboard, then remembered.
    await expect(page.getByRole('heading', { name: 'Which register is this till?' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: REGISTER, exact: true }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('No session is open on this register: open one to sell.'),
    ).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search or scan' })).toHaveCount(0);

    // Open a session: a $100 float typed as the total.
    await tabTo(page, page.getByRole('button', { name: 'Open a session' }));
    await page.keyboard.press('Enter');
    const open = page.getByRole('dialog', { name: `Open a session on ${REGISTER}` });
    await expect(open.getByLabel('Float (dollars)')).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the open-a-session dialog');
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');
    await expect(open).toBeHidden();
    await expect(page.getByText(/^Session open since .+, opened by /)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search or scan' })).toBeFocused();

    // The browser remembers its register across a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: REGISTER })).toBeVisible();

    await sell(page, cashItem!, 'cash');
    await sell(page, cardItem!, 'card');

    // Cash out: $10.00 for the window cleaner. The drawer's buttons sit above the search: Shift+Tab.
    await tabTo(page, page.getByRole('button', { name: 'Cash in/out' }), true);
    await page.keyboard.press('Enter');
    const cash = page.getByRole('dialog', { name: `Cash in or out: ${REGISTER}` });
    await expect(cash.getByLabel('Amount (dollars)')).toBeFocused();
    await cash.getByRole('radio', { name: 'Cash out' }).focus();
    await page.keyboard.press('Space');
    await cash.getByLabel('Amount (dollars)').focus();
    await page.keyboard.type('10');
    await page.keyboard.press('Tab');
    await expect(cash.getByLabel('Reason')).toBeFocused();
    await page.keyboard.type('Window cleaner');
    await page.keyboard.press('Enter');
    await expect(cash).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search or scan' })).toBeFocused();

    // The X report: float + cash sales − cash refunds (none) + in − out.
    const { registers } = (await (
      await page.request.get('/api/registers', { headers })
    ).json()) as TillRegisterList;
    const sessionId = registers.find((register) => register.name === REGISTER)!.open_session!.id;
    const read = (await (
      await page.request.get(`/api/registers/sessions/${sessionId}`, { headers })
    ).json()) as DrawerSessionResponse;
    const [cashLine, cardLine] = read.session.report.tenders;
    const expectedCashCents = dollarsToCents(cashLine!.expected);
    expect(expectedCashCents).toBe(sumCents([10_000, dollarsToCents(cashLine!.sales), -1_000]));
    await tabTo(page, page.getByRole('button', { name: 'X report' }), true);
    await page.keyboard.press('Enter');
    const x = page.getByRole('dialog', { name: `X report: ${REGISTER}` });
    await expect(x.getByRole('row', { name: /^Cash/ })).toContainText(
      formatCents(expectedCashCents),
    );
    await expectNoSeriousA11yViolations(page, 'the X report');
    await page.keyboard.press('Escape');
    await expect(x).toBeHidden();

    // Close: count the cash $5.00 short (hundreds and pennies), the card total, a note.
    const short = expectedCashCents - 500;
    await tabTo(page, page.getByRole('button', { name: 'Close session' }), true);
    await page.keyboard.press('Enter');
    const close = page.getByRole('dialog', { name: `Close the session on ${REGISTER}` });
    await expect(close.getByLabel('$100 bills')).toBeFocused();
    await page.keyboard.type(String(Math.floor(short / 10_000)));
    await tabTo(page, close.getByLabel('Pennies (1¢)'));
    await page.keyboard.type(String(short % 10_000));
    await page.keyboard.press('Tab');
    await expect(close.getByLabel('Card total from the terminal (dollars)')).toBeFocused();
    await page.keyboard.type(formatPlainCents(dollarsToCents(cardLine!.expected)));
    await expect(close.getByRole('row', { name: /^Cash/ })).toContainText('Short $5.00');
    await expect(close.getByRole('row', { name: /^Card/ })).toContainText('Even');
    await page.keyboard.press('Enter');
    await expect(close.getByText('Say in a note why the drawer is over or short')).toBeVisible();
    await close.getByLabel(/^Note/).focus();
    await page.keyboard.type('Gave a five as change twice');
    await page.keyboard.press('Enter');

    // The Z report: as kept at the close, printable and as CSV.
    await expect(page).toHaveURL(new RegExp(`/registers/sessions/${sessionId}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Z report: ${REGISTER}` }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /^Cash/ })).toContainText('Short $5.00');
    await expect(page.getByText('Gave a five as change twice')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the Z report');
    const csv = await page.request.get(`/api/registers/sessions/${sessionId}/z-report.csv`, {
      headers,
    });
    expect(await csv.text()).toContain('Tender: Cash,Over or short,-5.00');

    // The till has no open drawer now: it offers to open one.
    await page.goto('/sales');
    await expect(page.getByRole('button', { name: 'Open a session' })).toBeVisible();
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'the registers screen shows every drawer live and the closed sessions',
  { tag: '@backoffice' },
  async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username or Email', { exact: true }).fill('staff');
    await page.getByLabel('Password', { exact: true }).fill('Staff123!');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/registers');
    await expect(page.getByRole('heading', { level: 1, name: 'Registers' })).toBeVisible();
    const now = page.getByRole('region', { name: 'Now' });
    await expect(now.getByRole('row', { name: /^Front counter/ })).toBeVisible();
    await expect(now.getByRole('row', { name: new RegExp(`^${REGISTER}`) })).toBeVisible();
    const closed = page.getByRole('region', { name: 'Closed sessions' });
    await expect(closed.getByRole('link', { name: /^Z report #/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/registers');
  },
);
