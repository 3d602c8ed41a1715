import { expect, test, type Locator, type Page } from '@playwright/test';
import { SUPPLIER_NAME_TAKEN } from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { watchConsole } from './console';
import { signInWithForm } from './support-session';

// The back office (issue 15) on the built site and its demo data, whose stock has low
// and out-of-stock lines and whose suppliers include Summit Textiles Co.

const signInAsStaff = (page: Page) => signInWithForm(page, 'staff', 'Staff123!');

/** The data rows of the inventory table (its header row has no cells). */
const dataRows = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: 'No inventory' });

/** The row whose SKU cell reads exactly `sku`. */
const rowOf = (page: Page, sku: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: sku, exact: true }) });

/** Product, SKU, stock, min, max, … as the row shows them. */
async function cellsOf(row: Locator): Promise<string[]> {
  return row.getByRole('cell').allInnerTexts();
}

test(
  'staff restock a low-stock line by keyboard; it leaves Low Stock Only and shows in its history',
  { tag: '@backoffice' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    await signInAsStaff(page);
    await page.goto('/inventory');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();

    const lowOnly = page.getByRole('checkbox', { name: 'Low Stock Only' });
    await lowOnly.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/low_stock_only=true/);
    // Every row shown is low once the filtered answer is in.
    const first = dataRows(page).first();
    await expect(first.getByText('Low Stock', { exact: true })).toBeVisible();
    await expect(dataRows(page).filter({ hasNotText: 'Low Stock' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/inventory?low_stock_only=true');

    const [product = '', sku = '', stockText = '', minText = ''] = await cellsOf(first);
    const name = product.split('\n')[0]!.trim();
    const stock = Number(stockText);
    const quantity = Number(minText) - stock + 5;

    await first.getByRole('button', { name: `Restock ${name}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Restock ${name}` });
    await expect(dialog.getByText(`Current stock: ${stock}`, { exact: false })).toBeVisible();
    const input = dialog.getByLabel('Quantity to add');
    await expect(input).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Restock' })).toBeDisabled();
    await page.keyboard.type(String(quantity));
    await expect(dialog.getByRole('button', { name: 'Restock' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'the restock dialog');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    await expect(rowOf(page, sku)).toHaveCount(0);

    await page.goto(`/inventory?search=${encodeURIComponent(sku)}`);
    const row = rowOf(page, sku);
    await expect(row.getByText('In Stock', { exact: true })).toBeVisible();
    expect((await cellsOf(row))[2]).toBe(String(stock + quantity));
    await row.getByRole('button', { name: `History ${name}` }).focus();
    await page.keyboard.press('Enter');
    const history = page.getByRole('dialog', { name: `Stock history of ${name}` });
    const newest = history.getByRole('row').nth(1);
    await expect(newest).toContainText(`+${quantity}`);
    await expect(newest).toContainText('Restock');
    await expect(newest).toContainText(String(stock + quantity));
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await expect(row.getByRole('button', { name: `History ${name}` })).toBeFocused();
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'staff adjust a count with a reason once an admin approves it with their PIN, and the history says why',
  { tag: '@backoffice' },
  async ({ page }) => {
    await signInAsStaff(page);
    await page.goto('/inventory?sort=-stock');
    const first = dataRows(page).first();
    await expect(first).toBeVisible();
    const [product = '', sku = '', stockText = ''] = await cellsOf(first);
    const name = product.split('\n')[0]!.trim();
    const stock = Number(stockText);

    await first.getByRole('button', { name: `Adjust ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Adjust stock of ${name}` });
    await dialog.getByLabel(/Quantity change/).fill('-2');
    await expect(dialog.getByText(`Stock after the change: ${stock - 2}`)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Damaged' }).check();
    await dialog.getByLabel(/Note/).fill('Torn in the stockroom');
    await dialog.getByRole('button', { name: 'Adjust' }).click();

    // Staff do not hold adjust_stock by default: the refusal asks for an approval on the spot.
    const approval = page.getByRole('dialog', { name: 'Ask for approval' });
    // The dialog puts the keyboard in its first field once it has opened.
    await expect(approval.getByLabel("Approver's username")).toBeFocused();
    await approval.getByLabel("Approver's username").fill('admin');
    await approval.getByRole('textbox', { name: 'PIN' }).fill('1111');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(approval.getByText('The approval PIN is wrong')).toBeVisible();
    await approval.getByRole('textbox', { name: 'PIN' }).fill('2468');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(approval).toBeHidden();
    await expect(dialog).toBeHidden();

    const row = rowOf(page, sku);
    await expect(row.getByRole('cell', { name: String(stock - 2), exact: true })).toBeVisible();
    await row.getByRole('button', { name: `History ${name}` }).click();
    const newest = page
      .getByRole('dialog', { name: `Stock history of ${name}` })
      .getByRole('row')
      .nth(1);
    await expect(newest).toContainText('-2');
    await expect(newest).toContainText('Adjustment: Damaged');
    await expect(newest).toContainText('Torn in the stockroom');
  },
);

test(
  'staff add, edit and delete a supplier; a taken name is refused in the form',
  { tag: '@backoffice' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page, [/409/]);
    await signInAsStaff(page);
    await page.goto('/suppliers');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Summit Textiles Co.' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/suppliers');

    await page.getByRole('button', { name: 'Add Supplier' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add New Supplier' });
    await dialog.getByLabel('Company Name').fill('summit textiles co.');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByLabel('Company Name')).toHaveAccessibleDescription(
      SUPPLIER_NAME_TAKEN,
    );

    const name = `Ridge Outfitters ${Date.now().toString(36)}`;
    await dialog.getByLabel('Company Name').fill(name);
    await dialog.getByLabel('Email').fill('buyers@ridge.example.com');
    await dialog.getByLabel('Payment Terms').fill('Net 30');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('Net 30')).toBeVisible();

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Supplier' });
    await dialog.getByLabel('Delivery Schedule').fill('Fortnightly');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Fortnightly')).toBeVisible();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    dialog = page.getByRole('dialog', { name: `Delete ${name}` });
    await expect(dialog.getByText('Are you sure you want to delete this supplier?')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the delete dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toHaveCount(0);
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'a customer who opens /inventory sees Access Denied, and the API refuses them',
  { tag: '@backoffice' },
  async ({ page }) => {
    await signInWithForm(page, 'customer', 'Customer123!');
    await page.goto('/inventory');
    await expect(page.getByRole('heading', { name: 'Access Denied', exact: true })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const headers = { Authorization: `Bearer ${token}` };
    expect((await page.request.get('/api/inventory/', { headers })).status()).toBe(403);
    expect((await page.request.get('/api/suppliers/', { headers })).status()).toBe(403);
  },
);
