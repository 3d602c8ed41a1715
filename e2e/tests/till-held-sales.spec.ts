import { expect, test } from '@playwright/test';
import {
  dollarsToCents,
  formatCents,
  percentOfCents,
  type HeldSaleList,
  type ProductList,
  type PurchaseList,
  type TillCustomerList,
} from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { bearer } from './catalogue-support';
import { watchConsole } from './console';
import { signInOverApi } from './support-session';
import { press, tillOnRegisterOfItsOwn } from './till-support';

// Held sales and customers at the till (docs/product/point-of-sale.md#held-sales), on the built
// site by keyboard: a cashier opens the drawer of a register of its own, rings up a line, makes a
// customer on the spot, holds the sale, resumes it and completes it under the customer's account;
// a held sale keeps its line discounts (docs/decisions/0114-held-sales-keep-their-discounts.md).

test(
  'a cashier holds a sale for a new customer, resumes it and completes it',
  { tag: '@backoffice' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const stamp = Date.now().toString(36);
    const register = `Hold desk ${stamp}`;
    const lastName = `Holder${stamp}`;
    const email = `held.${stamp}@example.com`;
    const { products } = (await (
      await page.request.get('/api/products/?per_page=100&in_stock_only=true')
    ).json()) as ProductList;
    const product = products.find((candidate) => candidate.quantity_in_stock >= 3)!;

    await tillOnRegisterOfItsOwn(page, register);
    const search = page.getByRole('searchbox', { name: 'Search or scan' });

    // A line, scanned.
    await page.keyboard.type(product.sku);
    await page.keyboard.press('Enter');
    const line = page
      .getByRole('list', { name: 'Cart lines' })
      .getByRole('listitem', { name: `${product.name}, quantity`, exact: false });
    await expect(line).toBeVisible();

    // A new customer, made on the spot.
    const customer = page.getByRole('region', { name: 'Customer' });
    await press(page, customer.getByRole('button', { name: 'Add Customer' }));
    const picker = page.getByRole('dialog', { name: 'Add customer' });
    await expect(picker.getByLabel('Find a customer')).toBeFocused();
    await page.keyboard.type(lastName);
    await expect(picker.getByText(`No customer matches “${lastName}”.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the customer picker');
    await press(page, picker.getByRole('button', { name: 'New Customer' }));
    await picker.getByLabel('First name').focus();
    await page.keyboard.type('Ines');
    await page.keyboard.press('Tab');
    await page.keyboard.type(lastName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(customer).toContainText(`Customer: Ines ${lastName}`);
    await expect(search).toBeFocused();

    // Held: the note is the customer's name unless typed; the till empties.
    await press(page, page.getByRole('button', { name: 'Hold Sale' }));
    const holdDialog = page.getByRole('dialog', { name: 'Hold sale' });
    await expect(holdDialog.getByLabel(/^Note/)).toBeFocused();
    await expect(holdDialog.getByText(/does not reserve stock/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the hold-sale dialog');
    await page.keyboard.press('End');
    await page.keyboard.type(', trying a size up');
    await page.keyboard.press('Enter');
    await expect(holdDialog).toBeHidden();
    await expect(page.getByText('The cart is empty. Scan a code or add a product.')).toBeVisible();
    await expect(customer).toContainText('No customer on this sale.');

    // Resumed from the list: the line and the customer come back, and the hold is gone.
    const note = `Ines ${lastName}, trying a size up`;
    await press(page, page.getByRole('button', { name: 'Held Sales' }));
    const held = page.getByRole('dialog', { name: 'Held sales' });
    const item = held.getByRole('listitem', { name: note });
    await expect(item).toContainText(register);
    await expectNoSeriousA11yViolations(page, 'the held sales list');
    await press(page, item.getByRole('button', { name: `Resume ${note}` }));
    await expect(held).toBeHidden();
    await expect(line).toBeVisible();
    await expect(customer).toContainText(`Customer: Ines ${lastName}`);
    const staff = bearer(await signInOverApi(page.request, 'staff'));
    const stillHeld = (await (
      await page.request.get('/api/pos/held-sales', { headers: staff })
    ).json()) as HeldSaleList;
    expect(stillHeld.held_sales.map((sale) => sale.note)).not.toContain(note);

    // Completed for cash, filed under the customer's account.
    await expect(search).toBeFocused();
    await page.keyboard.press('F9');
    const payment = page.getByRole('dialog', { name: 'Complete Purchase' });
    await expect(payment.getByLabel('Amount tendered')).toBeFocused();
    await expect(payment).toContainText(`Customer: Ines ${lastName}`);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sale completed successfully!')).toBeVisible();

    const { customers } = (await (
      await page.request.get(`/api/pos/customers?search=${encodeURIComponent(email)}`, {
        headers: staff,
      })
    ).json()) as TillCustomerList;
    const { purchases } = (await (
      await page.request.get('/api/purchases/?per_page=20', { headers: staff })
    ).json()) as PurchaseList;
    const sale = purchases.find((purchase) => purchase.user.id === customers[0]?.id);
    expect(sale).toMatchObject({ channel: 'pos', customer_name: `Ines ${lastName}` });
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  "a held sale keeps its line's discount and reason, and the purchase page shows them",
  { tag: ['@backoffice', '@account'] },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const stamp = Date.now().toString(36);
    const register = `Hold discount desk ${stamp}`;
    const note = `Discount kept ${stamp}`;
    const { products } = (await (
      await page.request.get('/api/products/?per_page=100&in_stock_only=true')
    ).json()) as ProductList;
    const product = products.find((candidate) => candidate.quantity_in_stock >= 3)!;
    const discountCents = percentOfCents(dollarsToCents(product.selling_price), 10);
    const given = `Discount 10 % (Damaged: scuffed box): −${formatCents(discountCents)}`;

    await tillOnRegisterOfItsOwn(page, register);
    const search = page.getByRole('searchbox', { name: 'Search or scan' });
    await page.keyboard.type(product.sku);
    await page.keyboard.press('Enter');
    const line = page
      .getByRole('list', { name: 'Cart lines' })
      .getByRole('listitem', { name: `${product.name}, quantity`, exact: false });
    await expect(line).toBeVisible();

    // 10 % off the line, damaged, with a note: within staff's own limit.
    await press(page, line.getByRole('button', { name: `Discount on ${product.name}` }));
    const dialog = page.getByRole('dialog', { name: `Discount on ${product.name}` });
    await expect(dialog.getByLabel('Percentage off')).toBeFocused();
    await page.keyboard.type('10');
    await press(page, dialog.getByRole('radio', { name: 'Damaged' }), 'Space');
    await expect(dialog.getByRole('radio', { name: 'Damaged' })).toBeChecked();
    await dialog.getByLabel(/^Note/).focus();
    await page.keyboard.type('scuffed box');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(line).toContainText(given);

    // Held and resumed: the discount comes back with the line.
    await press(page, page.getByRole('button', { name: 'Hold Sale' }));
    const holdDialog = page.getByRole('dialog', { name: 'Hold sale' });
    await expect(holdDialog.getByLabel(/^Note/)).toBeFocused();
    await page.keyboard.type(note);
    await page.keyboard.press('Enter');
    await expect(holdDialog).toBeHidden();
    await expect(page.getByText('The cart is empty. Scan a code or add a product.')).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Held Sales' }));
    const held = page.getByRole('dialog', { name: 'Held sales' });
    const item = held.getByRole('listitem', { name: note });
    await expect(item).toContainText('1 discount kept');
    await press(page, item.getByRole('button', { name: `Resume ${note}` }));
    await expect(held).toBeHidden();
    await expect(line).toContainText(given);

    // Paid in cash.
    await expect(search).toBeFocused();
    await page.keyboard.press('F9');
    const payment = page.getByRole('dialog', { name: 'Complete Purchase' });
    await expect(payment).toContainText(`Discount: −${formatCents(discountCents)}`);
    await expect(payment.getByLabel('Amount tendered')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sale completed successfully!')).toBeVisible();

    // The purchase page, as staff: the line's discount and its reason.
    const staff = bearer(await signInOverApi(page.request, 'staff'));
    const { purchases } = (await (
      await page.request.get('/api/purchases/?per_page=20', { headers: staff })
    ).json()) as PurchaseList;
    const sale = purchases.find(
      (purchase) =>
        purchase.channel === 'pos' &&
        purchase.items.some(
          (sold) => sold.product.id === product.id && sold.discount_note === 'scuffed box',
        ),
    )!;
    await page.goto(`/purchases/${sale.id}`);
    const row = page
      .getByRole('table', { name: 'Order items' })
      .getByRole('row')
      .filter({ hasText: product.name });
    await expect(row).toContainText(`−${formatCents(discountCents)}`);
    await expect(row).toContainText('Damaged: scuffed box');
    await expectNoSeriousA11yViolations(page, 'a purchase with a line discount');
    expect(consoleErrors()).toEqual([]);
  },
);
