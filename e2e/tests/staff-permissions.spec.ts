import { expect, test } from '@playwright/test';
import type { AuthResponse, ProductList, PurchaseList, PurchaseResponse } from '@shop/contracts';
import { bearer, signInAsAdmin } from './catalogue-support';
import { watchConsole } from './console';
import { signInOverApi, signInWithForm, startSignedIn } from './support-session';
import { press, tillWithOpenDrawer } from './till-support';

// Running the shop (issue 31) on the built site: the admin makes a cashier's account on the Staff
// screen; the cashier signs in with the temporary password, chooses their own, and is refused a
// stock adjustment until someone allowed to adjust approves it on the spot with their PIN
// (docs/product/staff.md, docs/product/roles-and-rules.md#approvals-on-the-spot). A manager sets
// their own till PIN on their profile (docs/product/staff.md#your-own-pin) and approves with it.

const DEMO_ADMIN_PIN = '2468';

test(
  'a cashier made on the Staff screen needs an approval to adjust stock',
  { tag: ['@backoffice', '@account'] },
  async ({ page, browser }) => {
    // Two people, six screens: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    const consoleErrors = watchConsole(page);
    await startSignedIn(page, await signInAsAdmin(page.request));
    const username = `cashier${Date.now().toString(36)}`;
    const temporary = 'Temp2345word';

    await page.goto('/staff');
    await page.getByRole('button', { name: 'New staff account' }).click();
    const form = page.getByRole('dialog', { name: 'New staff account' });
    await form.getByLabel('Username', { exact: true }).fill(username);
    await form.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await form.getByLabel('First name', { exact: true }).fill('Casey');
    await form.getByLabel('Last name', { exact: true }).fill('Till');
    await form.getByRole('textbox', { name: /^Temporary password/ }).fill(temporary);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`Created ${username}.`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Staff accounts' })).toContainText('Casey Till');

    // The cashier, in a browser of their own.
    const cashierContext = await browser.newContext();
    const cashier = await cashierContext.newPage();
    // The refusals (403) are the point of the test; the browser logs each as a failed load.
    const cashierErrors = watchConsole(cashier, [/403/]);
    await signInWithForm(cashier, username, temporary, /\/choose-password/);
    await cashier.getByLabel('Current Password', { exact: true }).fill(temporary);
    await cashier.getByLabel('New Password', { exact: true }).fill('Mine2345word');
    await cashier.getByLabel('Confirm New Password', { exact: true }).fill('Mine2345word');
    await cashier.getByRole('button', { name: 'Change Password' }).click();
    await expect(cashier).not.toHaveURL(/\/choose-password/);

    await cashier.goto('/inventory');
    const row = cashier.getByRole('table').first().getByRole('row').nth(1);
    const adjust = row.getByRole('button', { name: /^Adjust / });
    const product = (await adjust.getAttribute('aria-label'))!.replace(/^Adjust /, '');
    await adjust.click();
    const dialog = cashier.getByRole('dialog', { name: /^Adjust stock of / });
    await expect(dialog).toContainText('Adjusting stock needs an approval');
    await dialog.getByRole('spinbutton', { name: /^Quantity change/ }).fill('-1');
    await dialog.getByRole('radio', { name: 'Damaged' }).check();
    await dialog.getByRole('button', { name: 'Adjust' }).click();

    const approval = cashier.getByRole('dialog', { name: 'Ask for approval' });
    await expect(approval).toBeVisible();
    await approval.getByLabel("Approver's username", { exact: true }).fill('admin');
    await approval.getByLabel('PIN', { exact: true }).fill('0000');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(approval.getByRole('alert').last()).toContainText(/PIN/i);
    await approval.getByLabel('PIN', { exact: true }).fill(DEMO_ADMIN_PIN);
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(approval).toBeHidden();
    await expect(dialog).toBeHidden();
    // The adjustment is in the product's stock history, with the cashier and the approver.
    await row.getByRole('button', { name: /^History / }).click();
    const history = cashier.getByRole('dialog', { name: `Stock history of ${product}` });
    const latest = history.getByRole('row').nth(1);
    await expect(latest).toContainText('-1');
    await expect(latest).toContainText('Damaged');

    // The audit trail names both: the cashier who asked and the admin who approved.
    await page.goto('/audit');
    const entries = page.getByRole('table').first();
    await expect(entries).toContainText(username);
    await expect(entries).toContainText('admin');

    expect(cashierErrors()).toEqual([]);
    expect(consoleErrors()).toEqual([]);
    await cashierContext.close();
  },
);

test(
  "a manager sets their own till PIN on the profile, and it approves a discount over the cashier's limit",
  { tag: ['@account', '@backoffice'] },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const consoleErrors = watchConsole(page);
    // An admin account of this test's own, so the demo admin's PIN (2468) stays as the others need it.
    const admin = bearer(await signInAsAdmin(page.request));
    const username = `manager${Date.now().toString(36)}`;
    const temporary = 'Temp2345word';
    const password = 'Mine2345word';
    const pin = '97531';
    const made = await page.request.post('/api/staff', {
      headers: admin,
      data: {
        username,
        email: `${username}@example.com`,
        first_name: 'Morgan',
        last_name: 'Keys',
        role: 'admin',
        password: temporary,
      },
    });
    expect(made.status()).toBe(201);
    const first = (await (
      await page.request.post('/api/auth/login', { data: { username, password: temporary } })
    ).json()) as AuthResponse;
    const changed = await page.request.put('/api/auth/change-password', {
      headers: bearer(first),
      data: { current_password: temporary, new_password: password },
    });
    expect(changed.ok()).toBe(true);

    // Profile → Security → Till PIN, by keyboard, with the current password.
    await signInWithForm(page, username, password);
    await page.goto('/profile');
    await press(page, page.getByRole('tab', { name: 'Security' }));
    const form = page.getByRole('form', { name: 'Till PIN' });
    await form.getByLabel('Current Password', { exact: true }).focus();
    await page.keyboard.type(password);
    await form.getByRole('textbox', { name: /^New PIN/ }).focus();
    await page.keyboard.type(pin);
    await form.getByLabel('Confirm New PIN', { exact: true }).focus();
    await page.keyboard.type(pin);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your till PIN was saved successfully')).toBeVisible();

    // The demo cashier gives 15 % off a sale, over their 10 %: the manager approves with the new PIN.
    const cashierContext = await browser.newContext();
    const till = await cashierContext.newPage();
    // The refusal (403) before the approval is the point; the browser logs it as a failed load.
    const tillErrors = watchConsole(till, [/403/]);
    await startSignedIn(till, await signInOverApi(till.request, 'staff'));
    await tillWithOpenDrawer(till);
    const { products } = (await (
      await till.request.get('/api/products/?per_page=100&in_stock_only=true')
    ).json()) as ProductList;
    const product = products.find((candidate) => candidate.quantity_in_stock >= 3)!;
    await till.goto('/sales');
    const search = till.getByRole('searchbox', { name: 'Search or scan' });
    await search.focus();
    await till.keyboard.type(product.sku);
    await till.keyboard.press('Enter');
    await expect(
      till
        .getByRole('list', { name: 'Cart lines' })
        .getByRole('listitem', { name: `${product.name}, quantity`, exact: false }),
    ).toBeVisible();
    await press(till, till.getByRole('button', { name: 'Discount on Sale' }));
    const discount = till.getByRole('dialog', { name: 'Discount on the sale' });
    await expect(discount.getByLabel('Percentage off')).toBeFocused();
    await till.keyboard.type('15');
    await press(till, discount.getByRole('radio', { name: 'Price match' }), 'Space');
    await discount.getByLabel(/^Note/).focus();
    await till.keyboard.press('Enter');
    await expect(discount).toBeHidden();
    await expect(search).toBeFocused();
    await till.keyboard.press('F9');
    const payment = till.getByRole('dialog', { name: 'Complete Purchase' });
    await expect(payment.getByLabel('Amount tendered')).toBeFocused();
    await till.keyboard.press('Enter');

    const approval = till.getByRole('dialog', { name: 'Ask for approval' });
    await expect(approval).toContainText('A discount of 15 % is over your limit');
    await approval.getByLabel("Approver's username", { exact: true }).fill(username);
    await approval.getByLabel('PIN', { exact: true }).fill(pin);
    await till.keyboard.press('Enter');
    await expect(approval).toBeHidden();
    await expect(till.getByText('Sale completed successfully!')).toBeVisible();

    // The sale as kept names the manager; its purchase page says so to staff.
    const staff = bearer(await signInOverApi(till.request, 'staff'));
    const { purchases } = (await (
      await till.request.get('/api/purchases/?per_page=5', { headers: staff })
    ).json()) as PurchaseList;
    expect(purchases[0]).toMatchObject({ channel: 'pos', sale_discount_reason: 'price_match' });
    const { purchase: sale } = (await (
      await till.request.get(`/api/purchases/${purchases[0]!.id}`, { headers: staff })
    ).json()) as PurchaseResponse;
    expect(sale.discount_approved_by).toMatchObject({ username, first_name: 'Morgan' });
    await till.goto(`/purchases/${sale.id}`);
    await expect(till.getByText('Discount approved by').locator('xpath=..')).toContainText(
      'Morgan Keys',
    );

    expect(tillErrors()).toEqual([]);
    expect(consoleErrors()).toEqual([]);
    await cashierContext.close();
  },
);
