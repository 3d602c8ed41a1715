import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './catalogue-support';
import { watchConsole } from './console';
import { signInWithForm, startSignedIn } from './support-session';

// Running the shop (issue 31) on the built site: the admin makes a cashier's account on the Staff
// screen; the cashier signs in with the temporary password, chooses their own, and is refused a
// stock adjustment until someone allowed to adjust approves it on the spot with their PIN
// (docs/product/staff.md, docs/product/roles-and-rules.md#approvals-on-the-spot).

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
