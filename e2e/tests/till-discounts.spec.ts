import { expect, test } from '@playwright/test';
import {
  centsToDollars,
  dollarsToCents,
  formatCents,
  percentOfCents,
  type ProductList,
  type PurchaseList,
} from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { bearer } from './catalogue-support';
import { watchConsole } from './console';
import { signInOverApi } from './support-session';
import { press, tillOnRegisterOfItsOwn } from './till-support';

// Discounts at the till (docs/product/point-of-sale.md#discounts), on the built site by keyboard:
// a cashier opens the drawer of a register of its own, rings up a line, gives 10 % off the sale
// with a reason, and the payment, the receipt and the sale as kept all show it.

test(
  'a cashier gives 10 % off a sale with a reason, and the receipt shows it',
  { tag: '@backoffice' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const register = `Discount desk ${Date.now().toString(36)}`;
    const { products } = (await (
      await page.request.get('/api/products/?per_page=100&in_stock_only=true')
    ).json()) as ProductList;
    const product = products.find((candidate) => candidate.quantity_in_stock >= 2)!;

    await tillOnRegisterOfItsOwn(page, register);
    const search = page.getByRole('searchbox', { name: 'Search or scan' });

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
    const discountCents = percentOfCents(dollarsToCents(product.selling_price), 10);
    await expect(page.getByText('Sale discount (Loyalty)').locator('xpath=..')).toContainText(
      `−${formatCents(discountCents)}`,
    );

    await page.keyboard.press('F9');
    const payment = page.getByRole('dialog', { name: 'Complete Purchase' });
    await expect(payment).toContainText(`Discount: −${formatCents(discountCents)}`);
    await expect(payment.getByLabel('Amount tendered')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sale completed successfully!')).toBeVisible();
    const receiptDiscount = page.getByRole('term').filter({ hasText: /^Discount$/ });
    await expect(receiptDiscount.locator('xpath=following-sibling::dd[1]')).toHaveText(
      `−${formatCents(discountCents)}`,
    );

    const staff = bearer(await signInOverApi(page.request, 'staff'));
    const { purchases } = (await (
      await page.request.get('/api/purchases/?per_page=5', { headers: staff })
    ).json()) as PurchaseList;
    expect(purchases[0]).toMatchObject({
      channel: 'pos',
      sale_discount_amount: centsToDollars(discountCents),
      sale_discount_reason: 'loyalty',
      discount_amount: centsToDollars(discountCents),
    });
    expect(consoleErrors()).toEqual([]);
  },
);
