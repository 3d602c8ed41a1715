import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStore } from '@shop/shop-state';
import { deferred } from '@shop/testing';
import {
  openTill,
  resetTill,
  salesSent,
  tillSearch,
  TILL_REGISTER_ID,
} from '../../testing/render-till';
import { cap, keyOf, openPayment, recorded, sale, tee } from '../../testing/till-payment';
import { tillProductOf } from '../catalogue/till-variant';
import { saleStarted, selectSaleAttempt, selectTillCount, tillProductAdded } from '../till.slice';

describe('taking payment at the till', () => {
  afterEach(resetTill);

  it('pre-fills cash with the total, offers round amounts, shows the change, and refuses less', async () => {
    const { dialog } = await openPayment();
    expect(dialog.getByText('$69.99', { selector: 'strong *' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(dialog.getByLabelText('Amount tendered')).toHaveValue('69.99');
    expect(dialog.getByText('Change due:')).toHaveTextContent('Change due: $0.00');
    const offers = within(dialog.getByRole('group', { name: 'Round amounts' })).getAllByRole(
      'button',
    );
    expect(offers.map((offer) => offer.textContent)).toEqual(['$70.00', '$80.00', '$100.00']);

    await userEvent.click(offers.at(-1)!);
    expect(dialog.getByLabelText('Amount tendered')).toHaveValue('100.00');
    expect(dialog.getByText('Change due:')).toHaveTextContent('Change due: $30.01');

    await userEvent.clear(dialog.getByLabelText('Amount tendered'));
    await userEvent.type(dialog.getByLabelText('Amount tendered'), '60{Enter}');
    expect(
      dialog.getByText('The amount tendered is less than the total ($69.99).'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Complete Sale' })).toBeDisabled();
  });

  it("charges the server's tax: the summary, the pre-filled cash and the receipt show it", async () => {
    const quote = { items: [], subtotal: 69.99, tax: 6.21, shipping_amount: 0, total_amount: 76.2 };
    const answer = { ...recorded('cash', 80), subtotal: 69.99, tax: 6.21, total_amount: 76.2 };
    const { dialog, calls } = await openPayment([
      { method: 'POST', path: '/api/purchases/quote', body: quote },
      sale({ body: { purchase: { ...answer, change_due: 3.8 } } }),
    ]);
    await waitFor(() => expect(dialog.getByLabelText('Amount tendered')).toHaveValue('76.20'));
    // Priced as a till sale: no shipping.
    const asked = calls.find((call) => call.url.pathname === '/api/purchases/quote');
    expect(asked?.body).toMatchObject({ channel: 'pos' });
    expect(dialog.getByText(/^Subtotal:/)).toHaveTextContent('Subtotal: $69.99');
    expect(dialog.getByText(/^Subtotal:/)).toHaveTextContent('Tax: $6.21');
    expect(dialog.getByText('$76.20', { selector: 'strong *' })).toBeInTheDocument();

    await userEvent.clear(dialog.getByLabelText('Amount tendered'));
    await userEvent.type(dialog.getByLabelText('Amount tendered'), '80{Enter}');
    const receipt = within(await screen.findByRole('region', { name: 'FitShop receipt' }));
    expect(receipt.getByText('Tax').nextElementSibling).toHaveTextContent('$6.21');
    expect(receipt.getByText('Total').nextElementSibling).toHaveTextContent('$76.20');
  });

  it('Enter completes a cash sale once, with its key; the receipt shows the change and New Sale starts afresh', async () => {
    const { dialog, calls, store } = await openPayment();
    await userEvent.type(dialog.getByLabelText('Customer name'), 'Jane Doe');
    await userEvent.type(dialog.getByLabelText('Email'), 'jane@example.com');
    await userEvent.clear(dialog.getByLabelText('Amount tendered'));
    await userEvent.type(dialog.getByLabelText('Amount tendered'), '100{Enter}');

    expect(await screen.findByText('Sale completed successfully!')).toBeInTheDocument();
    const sent = salesSent(calls);
    expect(sent).toHaveLength(1);
    expect(keyOf(sent[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body).toEqual({
      items: [
        { product_id: 7, quantity: 2 },
        { product_id: 8, quantity: 1 },
      ],
      payment_method: 'cash',
      channel: 'pos',
      register_id: TILL_REGISTER_ID,
      customer_name: 'Jane Doe',
      customer_email: 'jane@example.com',
      amount_tendered: 100,
    });

    const receipt = within(screen.getByRole('region', { name: 'FitShop receipt' }));
    expect(receipt.getByText('#321')).toBeInTheDocument();
    expect(receipt.getByText('Mar 5, 2025', { exact: false })).toBeInTheDocument();
    expect(receipt.getByText('Morgan Runner')).toBeInTheDocument();
    expect(receipt.getByRole('row', { name: /Aero Tee.*2.*\$50\.00/ })).toBeInTheDocument();
    expect(receipt.getByText('Cash')).toBeInTheDocument();
    expect(receipt.getByText('Tendered').nextElementSibling).toHaveTextContent('$100.00');
    expect(receipt.getByText('Change').nextElementSibling).toHaveTextContent('$30.01');
    // The sale number as a Code 128 barcode, which the Returns tab scans back.
    const barcode = await receipt.findByRole('img', { name: 'Code 128 barcode S00000321' });
    expect(barcode.querySelector('svg')).not.toBeNull();
    expect(selectTillCount(store.getState())).toBe(0);
    expect(selectSaleAttempt(store.getState())).toBeNull();
    await waitFor(() => expect(tillSearch()).toHaveFocus());

    await userEvent.click(receipt.getByRole('button', { name: 'New Sale' }));
    expect(screen.queryByRole('region', { name: 'FitShop receipt' })).not.toBeInTheDocument();
    expect(tillSearch()).toHaveFocus();
  });

  it('pays by card without an amount tendered', async () => {
    const { dialog, calls } = await openPayment([
      sale({ body: { purchase: recorded('card', null) } }),
    ]);
    await userEvent.click(dialog.getByRole('radio', { name: 'Card' }));
    expect(dialog.queryByLabelText('Amount tendered')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Complete Sale' }));

    const receipt = within(await screen.findByRole('region', { name: 'FitShop receipt' }));
    expect(receipt.getByText('Card')).toBeInTheDocument();
    expect(receipt.queryByText('Tendered')).not.toBeInTheDocument();
    expect(salesSent(calls)[0]?.body).toEqual({
      items: [
        { product_id: 7, quantity: 2 },
        { product_id: 8, quantity: 1 },
      ],
      payment_method: 'card',
      channel: 'pos',
      register_id: TILL_REGISTER_ID,
    });
  });

  it('is disabled while the sale is in flight, so a double submit sends one sale', async () => {
    const answer = deferred();
    const { dialog, calls } = await openPayment([sale({ until: answer.promise })]);
    await userEvent.keyboard('{Enter}');
    const button = dialog.getByRole('button', { name: /Complete Sale/ });
    await waitFor(() => expect(button).toBeDisabled());
    await userEvent.click(button);
    await userEvent.type(dialog.getByLabelText('Customer name'), '{Enter}');

    answer.release();
    expect(await screen.findByText('Sale completed successfully!')).toBeInTheDocument();
    expect(salesSent(calls)).toHaveLength(1);
  });

  it('says what the server refused and keeps the cart; the corrected sale is a new attempt', async () => {
    const short = { status: 409, body: { error: 'Insufficient stock for Sun Cap' } };
    const { dialog, calls, store } = await openPayment([sale(short)]);
    await userEvent.keyboard('{Enter}');

    const failure = await dialog.findByRole('alert');
    expect(failure).toHaveTextContent('Error processing sale. Please try again.');
    expect(failure).toHaveTextContent('Insufficient stock for Sun Cap');
    expect(selectTillCount(store.getState())).toBe(3);
    expect(selectSaleAttempt(store.getState())).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: 'Complete Sale' }));
    await waitFor(() => expect(salesSent(calls)).toHaveLength(2));
    const [first, second] = salesSent(calls);
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('retries a sale whose answer never came with the same key, and a changed sale with a new one', async () => {
    const { dialog, calls } = await openPayment([sale({ status: 503, body: { error: 'down' } })]);
    await userEvent.keyboard('{Enter}');
    const failure = await dialog.findByRole('alert');
    expect(failure).toHaveTextContent('Error processing sale. Please try again.');
    expect(failure).not.toHaveTextContent('down');

    await userEvent.click(dialog.getByRole('button', { name: 'Complete Sale' }));
    await waitFor(() => expect(salesSent(calls)).toHaveLength(2));
    const [first, retry] = salesSent(calls);
    expect(keyOf(retry)).toBe(keyOf(first));

    await userEvent.type(dialog.getByLabelText('Customer name'), 'Sam{Enter}');
    await waitFor(() => expect(salesSent(calls)).toHaveLength(3));
    expect(keyOf(salesSent(calls)[2])).not.toBe(keyOf(first));
  });

  it('after a reload mid-sale, shows the sale as it was sent and completes it with the same key', async () => {
    const { calls } = await openTill([tee, cap], { routes: [sale()] });
    const body = {
      items: [{ product_id: 7, quantity: 1 }],
      payment_method: 'cash' as const,
      channel: 'pos' as const,
      register_id: TILL_REGISTER_ID,
      customer_name: 'Jane Doe',
      amount_tendered: 30,
    };
    act(() => {
      getStore().dispatch(tillProductAdded(tillProductOf(tee, tee.variants[0]!)));
      getStore().dispatch(saleStarted({ key: 'sale-key-1', userId: 1, body }));
    });
    await userEvent.keyboard('{F9}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete Purchase' }));
    expect(dialog.getByText(/This sale was being sent when the till stopped/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Customer name')).toHaveValue('Jane Doe');
    await waitFor(() => expect(dialog.getByLabelText('Amount tendered')).toHaveValue('30.00'));
    await waitFor(() => expect(dialog.getByLabelText('Amount tendered')).toHaveFocus());
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Sale completed successfully!')).toBeInTheDocument();
    expect(keyOf(salesSent(calls)[0])).toBe('sale-key-1');
    expect(salesSent(calls)[0]?.body).toEqual(body);
  });
});
