import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AuthResponse, DrawerSessionResponse, TillRegisterList } from '@shop/contracts';

/**
 * The till's drawer for the specs that sell at the till (docs/product/registers.md): a sale needs an
 * open session on its register. Opens one on `register` over the API (as the demo staff, who may)
 * unless one is open, and answers the register's id.
 */
export async function openDrawerOverApi(
  request: APIRequestContext,
  register = 'Front counter',
): Promise<number> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'staff', password: 'Staff123!' },
  });
  const { access_token } = (await login.json()) as AuthResponse;
  const headers = { Authorization: `Bearer ${access_token}` };
  const listed = await request.get('/api/registers', { headers });
  const { registers } = (await listed.json()) as TillRegisterList;
  const found = registers.find((candidate) => candidate.name === register);
  if (!found) throw new Error(`no register named ${register}`);
  if (!found.open_session) {
    const opened = await request.post(`/api/registers/${found.id}/sessions`, {
      headers,
      data: { float: { total: 100 } },
    });
    if (opened.status() !== 201) throw new Error(`opening ${register}: ${opened.status()}`);
    (await opened.json()) as DrawerSessionResponse;
  }
  return found.id;
}

/**
 * Makes `page`'s browser a till on `register` with its drawer open: the session over the API, and
 * the register remembered as the till remembers it (local storage `pos_register`), before the page
 * loads.
 */
export async function tillWithOpenDrawer(page: Page, register = 'Front counter'): Promise<number> {
  const registerId = await openDrawerOverApi(page.request, register);
  await page.addInitScript((id) => {
    localStorage.setItem('pos_register', JSON.stringify({ registerId: id }));
  }, registerId);
  return registerId;
}

/**
 * Puts the keyboard on `target` and presses `key`, as Tab then the key would. A dialog closing
 * gives the keyboard back to what opened it when its animation ends (antd's Modal), so the focus
 * is given again until the target keeps it.
 */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await expect(async () => {
    await target.focus();
    await expect(target).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press(key);
}

/**
 * For a spec that opens its drawer itself, by keyboard: adds a register named `name` that no
 * other spec sells on (as the admin does in Settings), signs in as the demo staff through the
 * form, and opens a session on it with a $100 float. The till's search has the keyboard after.
 */
export async function tillOnRegisterOfItsOwn(page: Page, name: string): Promise<void> {
  const admin = await page.request.post('/api/auth/login', {
    data: { username: 'admin', password: 'Admin123!' },
  });
  const { access_token } = (await admin.json()) as AuthResponse;
  const made = await page.request.post('/api/shop/registers', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { name },
  });
  expect(made.status()).toBe(201);

  await page.goto('/login');
  await page.getByLabel('Username or Email', { exact: true }).fill('staff');
  await page.getByLabel('Password', { exact: true }).fill('Staff123!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/sales');

  await press(page, page.getByRole('button', { name, exact: true }));
  await press(page, page.getByRole('button', { name: 'Open a session' }));
  const open = page.getByRole('dialog', { name: `Open a session on ${name}` });
  await expect(open.getByLabel('Float (dollars)')).toBeFocused();
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(open).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Search or scan' })).toBeFocused();
}
