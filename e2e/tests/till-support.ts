import type { APIRequestContext, Page } from '@playwright/test';
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
