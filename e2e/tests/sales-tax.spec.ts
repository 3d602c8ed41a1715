import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import {
  formatCents,
  formatDollars,
  formatPlainCents,
  centsToDollars,
  dollarsToCents,
  percentOfCents,
  sumCents,
  type Product,
  type ProductList,
  type TaxSettings,
} from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { bearer, freshWord, signInAsAdmin } from './catalogue-support';
import { watchConsole } from './console';
import { signInOverApi, startSignedIn } from './support-session';
import { tillWithOpenDrawer } from './till-support';

// Sales tax (issue 31) on the built site: a rate the admin makes the default on Tax Rates is
// charged in the storefront's cart and checkout, printed on a till receipt and reported in the
// Sales Report (docs/product/tax.md). The demo shop charges no tax, so the rate is deleted again
// after the test and no other spec sees it.

const PERCENT = 8.875;
const rateName = `E2E Sales Tax ${freshWord()}`;

/** The value beside a totals list's term (the cart's, the checkout's and the receipt's `<dl>`). */
const totalsValue = (scope: Locator, term: string) =>
  scope.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

async function stockedProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/products/?in_stock_only=true&per_page=50');
  const { products } = (await response.json()) as ProductList;
  const product = products.find((candidate) => candidate.quantity_in_stock >= 5);
  if (!product) throw new Error('no product with 5 in stock');
  return product;
}

async function deleteOurRate(request: APIRequestContext) {
  const headers = bearer(await signInAsAdmin(request));
  const listed = await request.get('/api/tax/rates', { headers });
  const { rates } = (await listed.json()) as TaxSettings;
  const ours = rates.find((rate) => rate.name === rateName);
  if (ours)
    expect((await request.delete(`/api/tax/rates/${ours.id}`, { headers })).ok()).toBe(true);
}

test(
  'a default tax rate set in settings is charged in the cart, at checkout and at the till, and reported',
  { tag: ['@backoffice', '@storefront', '@reports'] },
  async ({ page, browser }) => {
    // Three people on four screens: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    const consoleErrors = watchConsole(page);
    const product = await stockedProduct(page.request);
    const priceCents = dollarsToCents(product.selling_price);
    const taxCents = percentOfCents(priceCents, PERCENT);
    const tax = centsToDollars(taxCents);
    const withTaxCents = sumCents([priceCents, taxCents]);
    expect(taxCents).toBeGreaterThan(0);

    try {
      // The admin adds the shop's default rate on Tax Rates.
      await startSignedIn(page, await signInAsAdmin(page.request));
      await page.goto('/settings/tax');
      await page.getByRole('button', { name: 'Add Tax Rate' }).click();
      const form = page.getByRole('dialog', { name: 'Add Tax Rate' });
      await form.getByLabel('Name', { exact: true }).fill(rateName);
      await form.getByLabel('Percentage', { exact: true }).fill(String(PERCENT));
      await form.getByRole('checkbox', { name: /^Default rate/ }).check();
      await form.getByRole('button', { name: 'Create' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole('list', { name: 'Tax rates' })).toContainText(rateName);

      // A customer's cart and checkout add it to the price.
      const shopperContext = await browser.newContext();
      const shopper = await shopperContext.newPage();
      const shopperErrors = watchConsole(shopper);
      await startSignedIn(shopper, await signInOverApi(shopper.request, 'customer'));
      await shopper.goto(`/products/${product.id}`);
      await shopper.getByRole('button', { name: 'Add to Cart' }).click();
      await shopper.goto('/cart');
      const summary = shopper.getByRole('group', { name: 'Order totals' });
      await expect(totalsValue(summary, 'Tax')).toHaveText(formatDollars(tax));
      await expect(totalsValue(summary, 'Total')).toHaveText(formatCents(withTaxCents));
      await shopper.getByRole('button', { name: 'Proceed to Checkout' }).click();
      const checkout = shopper.getByRole('dialog', { name: 'Payment Method' });
      await expect(
        totalsValue(checkout.getByRole('group', { name: 'Order totals' }), 'Tax'),
      ).toHaveText(formatDollars(tax));
      await expectNoSeriousA11yViolations(shopper, 'the checkout with tax');
      expect(shopperErrors()).toEqual([]);
      await shopperContext.close();

      // A cashier rings it up: the receipt prints the tax it charged.
      const tillContext = await browser.newContext();
      const till = await tillContext.newPage();
      await startSignedIn(till, await signInOverApi(till.request, 'staff'));
      await tillWithOpenDrawer(till);
      await till.goto('/sales');
      await expect(till.getByRole('searchbox', { name: 'Search or scan' })).toBeFocused();
      await till.keyboard.type(product.sku);
      await till.keyboard.press('Enter');
      await expect(till.getByRole('list', { name: 'Cart lines' })).toContainText(product.name);
      await till.keyboard.press('F9');
      const payment = till.getByRole('dialog', { name: 'Complete Purchase' });
      await expect(payment.getByLabel('Amount tendered')).toHaveValue(
        formatPlainCents(withTaxCents),
      );
      await expect(payment.getByLabel('Amount tendered')).toBeFocused();
      await till.keyboard.press('Enter');
      await expect(till.getByText('Sale completed successfully!')).toBeVisible();
      const receipt = till.getByRole('region', { name: 'FitShop receipt' });
      await expect(totalsValue(receipt, `Tax (${rateName} ${PERCENT}%)`)).toHaveText(
        formatDollars(tax),
      );
      await tillContext.close();

      // The Sales Report collects it under the rate's name.
      await page.goto('/reports');
      await page.getByRole('tab', { name: 'Sales Report' }).click();
      const collected = page.getByRole('region', { name: 'Tax Collected' });
      await expect(collected).toContainText(`${rateName} (${PERCENT}%)`);
      await expect(collected.getByRole('row').filter({ hasText: rateName }).first()).toContainText(
        formatDollars(tax),
      );
      expect(consoleErrors()).toEqual([]);
    } finally {
      await deleteOurRate(page.request);
    }
  },
);
