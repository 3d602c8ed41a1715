import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCartCount } from '@shop/shop-state';
import { deferred, makeProduct, type MockRoute } from '@shop/testing';
import { purchasesSent, renderCartPage } from '../testing/render-cart-page';

// docs/product/cart-and-checkout.md#paying-by-card
const shoe = makeProduct({ id: 7, name: 'Running Shoe', selling_price: 50 });
const lines = [{ product: shoe, quantity: 2 }];
const customer = { first_name: 'Casey', last_name: 'Runner' };
const placed = {
  purchase: { id: 41, total_amount: 100, items: [], payment_status: 'awaiting_payment' },
};
const SUCCESS = 'Purchase completed successfully! Your order has been placed.';

const provider = (name: 'test' | 'stripe'): MockRoute => ({
  method: 'GET',
  path: '/api/payments/provider',
  body: { provider: name },
});
// Before the purchase's own answer: `/api/purchases/` also matches the payment's path.
const payment = (status: number, body: unknown, until?: Promise<unknown>): MockRoute => ({
  method: 'POST',
  path: '/api/purchases/41/payment',
  status,
  body,
  until,
});
const order: MockRoute = { method: 'POST', path: '/api/purchases/', status: 201, body: placed };
const paid = { purchase: { ...placed.purchase, payment_status: 'paid' }, payment: {} };

async function chooseCard() {
  await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Payment Method' }));
  await userEvent.click(dialog.getByRole('radio', { name: 'Credit/Debit Card' }));
  return dialog;
}

async function typeCard(card = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }) {
  const form = within(await screen.findByRole('group', { name: 'Test payments: no money moves' }));
  await userEvent.type(form.getByLabelText('Card number'), card.number);
  await userEvent.type(form.getByLabelText('Expiry (MM/YY)'), card.expiry);
  await userEvent.type(form.getByLabelText('CVC'), card.cvc);
}

const paymentsSent = (calls: ReturnType<typeof renderCartPage>['calls']) =>
  calls.filter((call) => call.url.pathname === '/api/purchases/41/payment');

describe('paying by card with the test provider', () => {
  it('says what is wrong with the card before anything is sent', async () => {
    const { calls } = renderCartPage({ lines, signedInAs: customer, answers: [provider('test')] });
    const dialog = await chooseCard();
    await dialog.findByRole('group', { name: 'Test payments: no money moves' });

    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));
    expect(dialog.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Card number is required',
    );
    expect(dialog.getByLabelText('CVC')).toHaveAccessibleDescription('CVC is required');

    await typeCard({ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' });
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));
    expect(dialog.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Card number is not valid',
    );
    expect(dialog.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription(
      'This card has expired',
    );
    expect(dialog.getByLabelText('CVC')).toHaveAccessibleDescription('CVC must be 3 or 4 digits');
    expect(purchasesSent(calls)).toHaveLength(0);
  });

  it('places the order, pays it showing Processing..., then the success alert', async () => {
    const answer = deferred();
    const { store, calls } = renderCartPage({
      lines,
      signedInAs: customer,
      answers: [provider('test'), payment(200, paid, answer.promise), order],
    });
    const dialog = await chooseCard();
    await typeCard();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));

    expect(await dialog.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer.release();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(selectCartCount(store.getState())).toBe(0);
    expect(purchasesSent(calls)[0]?.body).toMatchObject({ payment_method: 'card' });
    expect(paymentsSent(calls)[0]?.body).toEqual({
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
  });

  it('keeps the cart and says why when the card is declined', async () => {
    const { store } = renderCartPage({
      lines,
      signedInAs: customer,
      answers: [provider('test'), payment(402, { error: 'Your card was declined' }), order],
    });
    const dialog = await chooseCard();
    await typeCard({ number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' });
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));

    expect(await dialog.findByText('Purchase failed. Your card was declined.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(selectCartCount(store.getState())).toBe(2);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('pays the same order again after a payment that did not get through', async () => {
    const { calls } = renderCartPage({
      lines,
      signedInAs: customer,
      answers: [provider('test'), payment(500, { error: 'boom' }), order],
    });
    const dialog = await chooseCard();
    await typeCard();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));
    expect(await dialog.findByText('Purchase failed. Please try again.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));

    expect(await dialog.findByText('Purchase failed. Please try again.')).toBeInTheDocument();
    expect(purchasesSent(calls)).toHaveLength(1);
    expect(paymentsSent(calls)).toHaveLength(2);
  });
});

describe('paying by card through Stripe', () => {
  it('shows no card form and says the provider confirms the payment', async () => {
    const { calls } = renderCartPage({
      lines,
      signedInAs: customer,
      answers: [
        provider('stripe'),
        payment(200, { ...placed, payment: { status: 'requires_confirmation' } }),
        order,
      ],
    });
    const dialog = await chooseCard();
    expect(
      await dialog.findByText(/Card payments are confirmed by the payment provider/),
    ).toBeInTheDocument();
    expect(dialog.queryByLabelText('Card number')).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(paymentsSent(calls)[0]?.body).toEqual({});
  });
});
