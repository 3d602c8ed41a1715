import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { centsToDollars, dollarsToCents } from '@shop/contracts';
import { getStore } from '@shop/shop-state';
import { makePurchase, makePurchaseItem, type MockRoute } from '@shop/testing';
import { selectTillCount } from '../sales/till.slice';
import { oneVariantStyle, openTill, tillSearch } from './render-till';

// The payment dialog's sale for its screen tests (sales/checkout/payment-dialog*.test.tsx): 2 tees
// and a cap rung up at the till.

export const tee = oneVariantStyle('Aero Tee', { id: 7, sku: 'AT-7', selling_price: 25 });
export const cap = oneVariantStyle('Sun Cap', { id: 8, sku: 'SC-8', selling_price: 19.99 });

/** The server's answer to the sale of 2 tees and a cap ($69.99), paid with `tendered`. */
export function recorded(method: 'cash' | 'card', tendered: number | null) {
  return makePurchase({
    id: 321,
    channel: 'pos',
    status: 'completed',
    payment_status: 'paid',
    payment_method: method,
    total_amount: 69.99,
    amount_tendered: tendered,
    change_due:
      tendered === null ? null : centsToDollars(dollarsToCents(tendered) - dollarsToCents(69.99)),
    created_at: '2025-03-05T14:30:00.000Z',
    items: [
      makePurchaseItem({
        product_id: 7,
        quantity: 2,
        unit_price: 25,
        total_price: 50,
        product: {
          id: 7,
          name: 'Aero Tee',
          sku: 'AT-7',
          brand: 'Stride',
          size: 'M',
          color: 'Black',
          image_url: null,
        },
      }),
      makePurchaseItem({
        product_id: 8,
        quantity: 1,
        unit_price: 19.99,
        total_price: 19.99,
        product: {
          id: 8,
          name: 'Sun Cap',
          sku: 'SC-8',
          brand: 'Stride',
          size: 'M',
          color: 'Black',
          image_url: null,
        },
      }),
    ],
  });
}

export const sale = (answer: Partial<MockRoute> = {}): MockRoute => ({
  method: 'POST',
  path: '/api/purchases/',
  status: 201,
  body: { purchase: recorded('cash', 100) },
  ...answer,
});

/** Opens the till with 2 tees and a cap rung up, and the payment dialog. */
export async function openPayment(routes: MockRoute[] = [sale()]) {
  const till = await openTill([tee, cap], { routes });
  for (const [code, count] of [
    ['AT-7', 1],
    ['AT-7', 2],
    ['SC-8', 3],
  ] as const) {
    await userEvent.type(tillSearch(), `${code}{Enter}`);
    await waitFor(() => expect(selectTillCount(getStore().getState())).toBe(count));
  }
  await userEvent.keyboard('{F9}');
  const dialog = await screen.findByRole('dialog', { name: 'Complete Purchase' });
  await waitFor(() => expect(within(dialog).getByLabelText('Amount tendered')).toHaveFocus());
  return { ...till, dialog: within(dialog) };
}

export const keyOf = (call: { headers: Headers } | undefined) =>
  call?.headers.get('Idempotency-Key');
