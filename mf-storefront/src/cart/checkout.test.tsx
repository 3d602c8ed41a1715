import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCartCount, selectSessionStatus } from '@shop/shop-state';
import { deferred, makeProduct } from '@shop/testing';
import { HOME_ADDRESS, purchasesSent, renderCartPage } from '../testing/render-cart-page';

const shoe = makeProduct({ id: 7, name: 'Running Shoe', selling_price: 50 });
const cap = makeProduct({ id: 8, name: 'Sun Cap', selling_price: 19.99 });
const lines = [{ product: shoe, quantity: 2 }, { product: cap }];
const customer = { first_name: 'Casey', last_name: 'Runner' };
const placed = { purchase: { id: 41, total_amount: 119.99, items: [] } };

async function openCheckout() {
  await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  return within(await screen.findByRole('dialog', { name: 'Payment Method' }));
}

describe('checkout', () => {
  it('sends a signed-out shopper to sign in and back to the cart, which stays as it was', async () => {
    const { store } = renderCartPage({ lines });
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));

    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/cart');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('shows a signed-in shopper what they are buying and asks for the payment method; Cancel closes it', async () => {
    const { calls } = renderCartPage({ lines, signedInAs: customer });
    const dialog = await openCheckout();

    expect(dialog.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Credit/Debit Card' })).not.toBeChecked();
    expect(dialog.getByText('Total', { selector: 'dt' }).parentElement).toHaveTextContent(
      '$119.99',
    );
    // What is being bought, before Pay Now: each line with its quantity, size, colour and total.
    const order = within(dialog.getByRole('list', { name: 'Your order' }));
    expect(order.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 × Running ShoeSize M · Black$100.00',
      '1 × Sun CapSize M · Black$19.99',
    ]);

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(purchasesSent(calls)).toHaveLength(0);
  });

  it('pays cash on delivery: Processing... while waiting, then the success alert and an empty cart', async () => {
    const answer = deferred();
    const { store, calls } = renderCartPage({
      lines,
      signedInAs: customer,
      answers: [
        {
          method: 'POST',
          path: '/api/purchases/',
          status: 201,
          body: placed,
          until: answer.promise,
        },
      ],
    });
    const dialog = await openCheckout();

    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));
    const processing = await dialog.findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    await userEvent.click(processing);

    answer.release();
    expect(
      await screen.findByText('Purchase completed successfully! Your order has been placed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Purchases' })).toHaveAttribute(
      'href',
      '/purchases',
    );
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectCartCount(store.getState())).toBe(0);
    expect(localStorage.getItem('cart')).toBe('[]');

    const sent = purchasesSent(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(sent[0]?.body).toEqual({
      items: [
        { product_id: 7, quantity: 2 },
        { product_id: 8, quantity: 1 },
      ],
      payment_method: 'cash',
      notes: 'Online order by Casey Runner',
      address_id: HOME_ADDRESS.id,
    });
  });

  it('keeps the cart and says why when paying fails, naming the product that ran out', async () => {
    const { store } = renderCartPage({
      lines,
      signedInAs: customer,
      answers: [
        {
          method: 'POST',
          path: '/api/purchases/',
          status: 409,
          body: { error: 'Insufficient stock for Running Shoe' },
        },
      ],
    });
    const dialog = await openCheckout();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));

    expect(
      await dialog.findByText('Purchase failed. Insufficient stock for Running Shoe.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(selectCartCount(store.getState())).toBe(3);
    expect(screen.queryByText(/Purchase completed/)).not.toBeInTheDocument();
  });

  it.each([
    [
      409,
      'An online order may hold at most 10 pieces of one product; this one has 12 of Running Shoe',
    ],
    [
      429,
      'Too many cash-on-delivery orders from this account. Please try again later, or pay by card.',
    ],
  ])('shows the order limit the server names (%i), keeping the cart', async (status, error) => {
    const { store } = renderCartPage({
      lines,
      signedInAs: customer,
      answers: [{ method: 'POST', path: '/api/purchases/', status, body: { error } }],
    });
    const dialog = await openCheckout();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));

    const shown = /[.]$/.test(error) ? error : `${error}.`;
    expect(await dialog.findByText(`Purchase failed. ${shown}`)).toBeInTheDocument();
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('shows the general failure text when the server fails for another reason', async () => {
    const { store, calls } = renderCartPage({
      lines,
      signedInAs: customer,
      answers: [{ method: 'POST', path: '/api/purchases/', status: 500, body: { error: 'boom' } }],
    });
    const dialog = await openCheckout();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));

    expect(await dialog.findByText('Purchase failed. Please try again.')).toBeInTheDocument();
    expect(selectCartCount(store.getState())).toBe(3);
    expect(purchasesSent(calls)[0]?.body).toMatchObject({ payment_method: 'cash' });
  });

  it('sends a shopper whose session expired to sign in, keeping the cart', async () => {
    const { store } = renderCartPage({
      lines,
      signedInAs: customer,
      answers: [{ method: 'POST', path: '/api/purchases/', status: 401, body: {} }],
    });
    const dialog = await openCheckout();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/cart');
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(selectCartCount(store.getState())).toBe(3);
  });
});
