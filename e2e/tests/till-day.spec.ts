import { expect, test, type Page } from '@playwright/test';
import {
  dollarsToCents,
  formatCents,
  formatPlainCents,
  parseMoney,
  sumCents,
  type DrawerReport,
  type DrawerSessionResponse,
  type ProductList,
  type PurchaseList,
  type TillRegisterList,
} from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { bearer } from './catalogue-support';
import { watchConsole } from './console';
import { mailTo } from './mail-inbox';
import { signInOverApi } from './support-session';
import { press, tillOnRegisterOfItsOwn } from './till-support';

// A whole day at one till, by keyboard on the built site (issue 33; docs/product/point-of-sale.md,
// docs/product/registers.md): open a session with a $100 float, sell with 10 % off paid part card
// and part cash (docs/product/point-of-sale.md#split-tender), park a sale and resume it, take the
// split sale back (card first, then cash), and close with the cash counted $5.00 short: the Z
// report says Short $5.00 and the right totals per tender; the first sale's receipt is e-mailed and
// arrives at a real SMTP server. On a register of its own.

const CARD_PART_CENTS = 500;

/** Scans `sku` into the cart and waits for its line. */
async function scan(page: Page, sku: string, name: string) {
  await expect(page.getByRole('searchbox', { name: 'Search or scan' })).toBeFocused();
  await page.keyboard.type(sku);
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('list', { name: 'Cart lines' })
      .getByRole('listitem', { name: `${name}, quantity`, exact: false }),
  ).toBeVisible();
}

/** The dollars in a text such as "Remaining for cash: $12.34", as cents. */
function centsIn(text: string): number {
  const parsed = parseMoney(/\$[\d,]+\.\d\d/.exec(text)![0]);
  if (!parsed.ok) throw new Error(`no amount in ${text}`);
  return parsed.cents;
}

test(
  'a till day: float, 10 % off paid part card part cash, a held sale, a return, closed $5.00 short',
  { tag: '@backoffice' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const consoleErrors = watchConsole(page);
    const register = `Day desk ${Date.now().toString(36)}`;
    const { products } = (await (
      await page.request.get('/api/products/?per_page=100&in_stock_only=true')
    ).json()) as ProductList;
    const [first, second] = products.filter(
      (candidate) => candidate.quantity_in_stock >= 3 && candidate.selling_price >= 10,
    );

    // Opened with a $100 float, by keyboard.
    await tillOnRegisterOfItsOwn(page, register);
    const search = page.getByRole('searchbox', { name: 'Search or scan' });

    // A sale with 10 % off, for loyalty.
    await scan(page, first!.sku, first!.name);
    await press(page, page.getByRole('button', { name: 'Discount on Sale' }));
    const discount = page.getByRole('dialog', { name: 'Discount on the sale' });
    await expect(discount.getByLabel('Percentage off')).toBeFocused();
    await page.keyboard.type('10');
    await press(page, discount.getByRole('radio', { name: 'Loyalty' }), 'Space');
    await discount.getByLabel(/^Note/).focus();
    await page.keyboard.press('Enter');
    await expect(discount).toBeHidden();
    await expect(search).toBeFocused();

    // Paid $5.00 by card and the rest in cash, rounded up to the next $10: change from the cash.
    await page.keyboard.press('F9');
    const payment = page.getByRole('dialog', { name: 'Complete Purchase' });
    await expect(payment.getByLabel('Amount tendered')).toBeFocused();
    await press(page, payment.getByRole('radio', { name: 'Split tender' }), 'Space');
    await expect(payment.getByLabel('Amount tendered')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(payment.getByLabel('Card amount')).toBeFocused();
    await page.keyboard.type(formatPlainCents(CARD_PART_CENTS));
    const remaining = payment.getByText(/^Remaining for cash:/);
    await expect(remaining).toContainText('$');
    const cashDueCents = centsIn((await remaining.textContent()) ?? '');
    const handedCents = Math.ceil((cashDueCents + 1) / 1000) * 1000;
    await page.keyboard.press('Tab');
    await expect(payment.getByLabel('Cash tendered')).toBeFocused();
    await page.keyboard.type(formatPlainCents(handedCents));
    await expect(payment.getByText(/^Change due:/)).toContainText(
      formatCents(handedCents - cashDueCents),
    );
    await expectNoSeriousA11yViolations(page, 'the split payment');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sale completed successfully!')).toBeVisible();
    // The dialog hands the keyboard back to what opened it once it has closed.
    await expect(payment).toBeHidden();
    const receipt = page.getByRole('region', { name: /receipt$/ });
    const receiptValue = (term: string) =>
      receipt
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(receiptValue('Payment')).toHaveText('Split');
    await expect(receiptValue('Card')).toHaveText(formatCents(CARD_PART_CENTS));
    await expect(receiptValue('Cash')).toHaveText(formatCents(cashDueCents));
    await expect(receiptValue('Cash tendered')).toHaveText(formatCents(handedCents));
    await expect(receiptValue('Change')).toHaveText(formatCents(handedCents - cashDueCents));
    const barcode = page.getByRole('img', { name: /^Code 128 barcode S\d+$/ });
    const receiptNumber = (await barcode.getAttribute('aria-label'))!.split(' ').pop()!;

    // The receipt e-mailed to the customer arrives at the SMTP server the test run started.
    const customerEmail = `day-${Date.now().toString(36)}@example.com`;
    await press(page, page.getByRole('button', { name: 'Email receipt' }));
    const emailForm = page.getByRole('form', { name: 'Email receipt' });
    // Filled rather than typed: keys as fast as the test types them are a scan on the till
    // (docs/product/point-of-sale.md#scanning-anywhere), and a scan's Enter goes to the cart.
    await emailForm.getByLabel('Send the receipt to').fill(customerEmail);
    await page.keyboard.press('Enter');
    await expect(emailForm.getByRole('status')).toHaveText(`Receipt sent to ${customerEmail}`);
    const mailed = await mailTo(customerEmail, 'receipt for sale #');
    expect(mailed.text).toContain(formatCents(CARD_PART_CENTS));
    expect(mailed.text).toContain(formatCents(handedCents - cashDueCents));
    await press(page, page.getByRole('button', { name: 'New Sale' }));

    // A second sale, parked with a note and resumed, then paid by card.
    await scan(page, second!.sku, second!.name);
    await press(page, page.getByRole('button', { name: 'Hold Sale' }));
    const hold = page.getByRole('dialog', { name: 'Hold sale' });
    await expect(hold.getByLabel(/^Note/)).toBeFocused();
    await page.keyboard.type('Back after the fitting room');
    await page.keyboard.press('Enter');
    await expect(hold).toBeHidden();
    await expect(page.getByText('The cart is empty. Scan a code or add a product.')).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Held Sales' }));
    const held = page.getByRole('dialog', { name: 'Held sales' });
    const parked = held.getByRole('listitem', { name: 'Back after the fitting room' });
    await press(page, parked.getByRole('button', { name: 'Resume Back after the fitting room' }));
    await expect(held).toBeHidden();
    await expect(search).toBeFocused();
    await page.keyboard.press('F9');
    await expect(payment.getByLabel('Amount tendered')).toBeFocused();
    await press(page, payment.getByRole('radio', { name: 'Card', exact: true }), 'Space');
    await payment.getByLabel('Customer name').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sale completed successfully!')).toBeVisible();

    // The split sale comes back: the card takes its $5.00 first, the drawer pays the rest.
    await page.goto('/sales?tab=returns');
    const saleField = page.getByRole('searchbox', { name: 'Sale number' });
    await expect(saleField).toBeFocused();
    await page.keyboard.type(receiptNumber);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Return from sale #\d+$/ })).toBeVisible();
    await expect(page.getByText('the card first, then cash')).toHaveCount(0);
    await press(page, page.getByRole('button', { name: `One more ${first!.name}` }));
    await expect(page.getByText('Back to the card first, then cash')).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Confirm Return' }));
    const returned = page.getByRole('region', { name: 'FitShop returns receipt' });
    await expect(returned.getByText('Refund to Card')).toBeVisible();
    await expect(returned.getByText('Refund to Cash')).toBeVisible();

    // The X report as the server has it: each tender's sales and refunds.
    const staff = bearer(await signInOverApi(page.request, 'staff'));
    const { registers } = (await (
      await page.request.get('/api/registers', { headers: staff })
    ).json()) as TillRegisterList;
    const sessionId = registers.find((one) => one.name === register)!.open_session!.id;
    const readReport = async (): Promise<DrawerReport> =>
      (
        (await (
          await page.request.get(`/api/registers/sessions/${sessionId}`, { headers: staff })
        ).json()) as DrawerSessionResponse
      ).session.report;
    const { purchases } = (await (
      await page.request.get('/api/purchases/?per_page=5&channel=pos', { headers: staff })
    ).json()) as PurchaseList;
    const cardSale = purchases[0]!;
    const x = await readReport();
    const line = (report: DrawerReport, method: 'cash' | 'card') =>
      report.tenders.find((tender) => tender.method === method)!;
    expect(dollarsToCents(line(x, 'cash').sales)).toBe(cashDueCents);
    expect(dollarsToCents(line(x, 'cash').refunds)).toBe(cashDueCents);
    expect(dollarsToCents(line(x, 'cash').expected)).toBe(10_000);
    expect(dollarsToCents(line(x, 'card').sales)).toBe(
      sumCents([CARD_PART_CENTS, dollarsToCents(cardSale.total_amount)]),
    );
    expect(dollarsToCents(line(x, 'card').refunds)).toBe(CARD_PART_CENTS);
    expect(x.sales.count).toBe(2);

    // Closed: the cash counted $5.00 short of the $100.00 expected, the card total even.
    await page.goto('/sales');
    const expectedCardCents = dollarsToCents(line(x, 'card').expected);
    await press(page, page.getByRole('button', { name: 'Close session' }));
    const close = page.getByRole('dialog', { name: `Close the session on ${register}` });
    await expect(close.getByLabel('$100 bills')).toBeFocused();
    await close.getByLabel('$50 bills').focus();
    await page.keyboard.type('1');
    await close.getByLabel('$20 bills').focus();
    await page.keyboard.type('2');
    await close.getByLabel('$5 bills').focus();
    await page.keyboard.type('1');
    await close.getByLabel('Card total from the terminal (dollars)').focus();
    await page.keyboard.type(formatPlainCents(expectedCardCents));
    await expect(close.getByRole('row', { name: /^Cash/ })).toContainText('Short $5.00');
    await expect(close.getByRole('row', { name: /^Card/ })).toContainText('Even');
    await close.getByLabel(/^Note/).focus();
    await page.keyboard.type('A five went out as change by mistake');
    await page.keyboard.press('Enter');

    // The Z report: short $5.00 in cash, and each tender's totals.
    await expect(page).toHaveURL(new RegExp(`/registers/sessions/${sessionId}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Z report: ${register}` }),
    ).toBeVisible();
    const cashRow = page.getByRole('row', { name: /^Cash/ });
    await expect(cashRow).toContainText('Short $5.00');
    await expect(cashRow).toContainText(formatCents(cashDueCents));
    const cardRow = page.getByRole('row', { name: /^Card/ });
    await expect(cardRow).toContainText(formatCents(dollarsToCents(line(x, 'card').sales)));
    await expect(cardRow).toContainText('Even');
    const z = await readReport();
    expect(z.kind).toBe('z');
    expect(line(z, 'cash')).toMatchObject({ counted: 95, expected: 100, over_short: -5 });
    expect(line(z, 'card')).toMatchObject({ sales: line(x, 'card').sales, over_short: 0 });
    expect(consoleErrors()).toEqual([]);
  },
);
