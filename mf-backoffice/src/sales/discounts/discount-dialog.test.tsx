import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStore } from '@shop/shop-state';
import { makePurchase, type FetchCall } from '@shop/testing';
import {
  cartLine,
  oneVariantStyle,
  openTill,
  resetTill,
  salesSent,
  tillSearch,
} from '../../testing/render-till';
import { selectLineDiscounts, selectSaleDiscount } from './till-discounts.slice';

// antd dialogs on two shared cores: a few keystrokes can take seconds.
jest.setTimeout(20_000);

const cap = oneVariantStyle('Sun Cap', { id: 8, sku: 'SC-8', selling_price: 20 });
const QUOTE = '/api/purchases/quote';
/** The server's price of one cap with $5.00 off the sale, taxed at 10 %. */
const discountedQuote = {
  items: [
    {
      product_id: 8,
      quantity: 1,
      unit_price: 20,
      total_price: 20,
      tax: 1.5,
      tax_rate: 10,
      discount_amount: 0,
    },
  ],
  subtotal: 20,
  tax: 1.5,
  shipping_amount: 0,
  discount_code: null,
  discount_amount: 5,
  sale_discount_amount: 5,
  total_amount: 16.5,
};
const dialogNamed = (name: string) => within(screen.getByRole('dialog', { name }));
const quotesAsked = (calls: FetchCall[]) => calls.filter((call) => call.url.pathname === QUOTE);

async function ringUpCap() {
  await userEvent.type(tillSearch(), 'SC-8{Enter}');
  await waitFor(() => expect(cartLine('Sun Cap')).toBeInTheDocument());
}

describe('discounts at the till', () => {
  afterEach(resetTill);

  it('gives a line a percentage with a reason, saying what is missing first', async () => {
    const { calls } = await openTill([cap]);
    await ringUpCap();
    await userEvent.click(
      within(cartLine('Sun Cap')).getByRole('button', { name: 'Discount on Sun Cap' }),
    );
    const dialog = dialogNamed('Discount on Sun Cap');
    await waitFor(() => expect(dialog.getByLabelText('Percentage off')).toHaveFocus());
    expect(dialog.getByText(/You may give up to \d+ % alone/)).toBeInTheDocument();

    // Nothing typed: the contract's words, and nothing is given.
    await userEvent.click(dialog.getByRole('button', { name: 'Apply Discount' }));
    expect(await dialog.findByText('The discount must be a number greater than 0')).toBeVisible();
    expect(dialog.getByText('Choose a reason for the discount')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Percentage off'), '10');
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply Discount' }));
    expect(await dialog.findByText('Say why in a note when the reason is "Other"')).toBeVisible();
    expect(selectLineDiscounts(getStore().getState())).toEqual({});

    await userEvent.type(dialog.getByLabelText(/^Note/), 'Bent brim');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply Discount' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cartLine('Sun Cap')).toHaveTextContent('Discount 10 % (Other: Bent brim)');
    // The cart asks the server to price it: the till never works a discount out itself.
    await waitFor(() =>
      expect(quotesAsked(calls).at(-1)?.body).toMatchObject({
        channel: 'pos',
        line_discounts: [
          { product_id: 8, kind: 'percent', value: 10, reason: 'other', note: 'Bent brim' },
        ],
      }),
    );
    await waitFor(() => expect(tillSearch()).toHaveFocus());
  });

  it('takes an amount off the sale: the cart and the payment show the server’s total, the sale sends it', async () => {
    const recorded = makePurchase({
      id: 321,
      channel: 'pos',
      total_amount: 16.5,
      discount_amount: 5,
    });
    const { calls } = await openTill([cap], {
      routes: [
        { method: 'POST', path: QUOTE, body: discountedQuote },
        { method: 'POST', path: '/api/purchases/', status: 201, body: { purchase: recorded } },
      ],
    });
    await ringUpCap();
    await userEvent.click(screen.getByRole('button', { name: 'Discount on Sale' }));
    const dialog = dialogNamed('Discount on the sale');
    await userEvent.click(dialog.getByRole('radio', { name: 'Amount' }));
    await userEvent.type(dialog.getByLabelText('Amount off (dollars)'), '5');
    await userEvent.click(dialog.getByRole('radio', { name: 'Loyalty' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply Discount' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(selectSaleDiscount(getStore().getState())).toEqual({
      kind: 'amount',
      value: 5,
      reason: 'loyalty',
      note: null,
    });
    const totals = await screen.findByText('Sale discount (Loyalty)');
    await waitFor(() => expect(totals.nextElementSibling).toHaveTextContent('−$5.00'));
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$16.50',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const payment = dialogNamed('Complete Purchase');
    await waitFor(() => expect(payment.getByLabelText('Amount tendered')).toHaveValue('16.50'));
    expect(payment.getByText(/^Subtotal:/)).toHaveTextContent('Discount: −$5.00');
    await userEvent.click(payment.getByRole('button', { name: 'Complete Sale' }));
    await waitFor(() => expect(salesSent(calls)).toHaveLength(1));
    expect(salesSent(calls)[0]?.body).toMatchObject({
      sale_discount: { kind: 'amount', value: 5, reason: 'loyalty' },
    });
    // A recorded sale takes its discounts with it.
    await waitFor(() => expect(selectSaleDiscount(getStore().getState())).toBeNull());
  });

  it('removes a discount given by mistake', async () => {
    await openTill([cap]);
    await ringUpCap();
    await userEvent.click(screen.getByRole('button', { name: 'Discount on Sale' }));
    let dialog = dialogNamed('Discount on the sale');
    await userEvent.type(dialog.getByLabelText('Percentage off'), '5');
    await userEvent.click(dialog.getByRole('radio', { name: 'Staff' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply Discount' }));
    await waitFor(() => expect(selectSaleDiscount(getStore().getState())).not.toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Discount on Sale' }));
    dialog = dialogNamed('Discount on the sale');
    expect(dialog.getByLabelText('Percentage off')).toHaveValue('5');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Discount' }));
    await waitFor(() => expect(selectSaleDiscount(getStore().getState())).toBeNull());
  });
});
