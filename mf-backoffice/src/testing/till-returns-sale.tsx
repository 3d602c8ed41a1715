// Test support for the till's Returns tab: sale 4321 and the screen open on Front counter
// (mf-backoffice/src/sales/returns/till-returns*.test.tsx).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStore } from '@shop/shop-state';
import {
  makePurchase,
  makePurchaseItem,
  makeReturnLine,
  makeSaleReturn,
  makeShopBody,
  makeStyleCardList,
  mockFetch,
  type FetchCall,
  type MockRoute,
} from '@shop/testing';
import { tillRegisterChosen } from '../sales/drawer/till-register.slice';
import { PointOfSalePage } from '../sales/point-of-sale-page';
import { renderScreen, signInAs } from './render-backoffice';
import { oneVariantStyle, openTillRegisters, TILL_REGISTER_ID, tillRoutes } from './render-till';

// Sale 4321, paid cash on the shop's today: three leggings (one already returned), one cap.
const leggings = makePurchaseItem({
  id: 501,
  product_id: 61,
  product: { ...makePurchaseItem().product, id: 61, name: 'Zen Leggings', sku: 'ZEN-BLK-M' },
  quantity: 3,
  unit_price: 25,
  total_price: 75,
  tax: 6,
  tax_rate: 8,
});
const cap = makePurchaseItem({
  id: 502,
  product_id: 8,
  product: { ...makePurchaseItem().product, id: 8, name: 'Sun Cap', sku: 'SC-8' },
  unit_price: 20,
  total_price: 20,
});
const earlier = makeSaleReturn({
  status: 'refunded',
  lines: [makeReturnLine({ purchase_item_id: 501, product_name: 'Zen Leggings', amount: 27 })],
});
const sale = makePurchase({
  id: 4321,
  channel: 'pos',
  status: 'completed',
  payment_status: 'paid',
  payment_method: 'cash',
  items: [leggings, cap],
  created_at: new Date().toISOString(),
  returned_quantities: { 501: 1 },
  returns: [earlier],
  refunded_amount: 27,
});
export const recorded = makeSaleReturn({
  id: 88,
  purchase_id: 4321,
  channel: 'pos',
  status: 'refunded',
  receipt: true,
  lines: [
    makeReturnLine({
      purchase_item_id: 502,
      product_name: 'Sun Cap',
      sku: 'SC-8',
      reason: 'other',
      note: 'A gift',
      disposition: 'write_off',
      amount: 20,
    }),
  ],
  refunds: [{ method: 'cash', amount: 20 }],
  created_by: { id: 2, username: 'staff', first_name: 'Morgan', last_name: 'Lee' },
});
const tee = oneVariantStyle('Trail Tee', {
  id: 9,
  sku: 'TT-9',
  selling_price: 30,
  quantity_in_stock: 5,
});

/** This browser's till is Front counter (open unless `registers` say otherwise). */
export const onFrontCounter = () =>
  act(() => {
    getStore().dispatch(tillRegisterChosen(TILL_REGISTER_ID));
  });

/** Opens the till's Returns tab on Front counter, its drawer open; `routes` answer first. */
export function openReturns(routes: MockRoute[] = []) {
  const calls = mockFetch([
    ...routes,
    { method: 'GET', path: '/api/registers', body: openTillRegisters() },
    { method: 'POST', path: '/api/purchases/quote', status: 404 },
    { path: '/api/purchases/4321', body: { purchase: sale } },
    { path: '/api/shop', body: makeShopBody({ returns_window_days: 30 }) },
    ...tillRoutes([tee]),
    { path: '/api/styles/', body: makeStyleCardList([]) },
  ]);
  onFrontCounter();
  signInAs();
  renderScreen(<PointOfSalePage />, { at: '/sales?tab=returns' });
  return calls;
}

export const saleField = () => screen.getByRole('searchbox', { name: 'Sale number' });
export const row = (name: string) =>
  within(screen.getByRole('table', { name: 'Lines of the sale' })).getByRole('row', { name });
export const returnsSent = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/returns/');

export async function findSale(code = 'S00004321') {
  await waitFor(() => expect(saleField()).toHaveFocus());
  await userEvent.type(saleField(), `${code}{Enter}`);
  await screen.findByRole('heading', { name: `Return from sale #${sale.id}` });
}
