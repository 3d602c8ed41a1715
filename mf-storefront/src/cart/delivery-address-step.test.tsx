import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct, makeSavedAddress } from '@shop/testing';
import {
  ADDRESSES_PATH,
  HOME_ADDRESS,
  purchasesSent,
  renderCartPage,
} from '../testing/render-cart-page';

// docs/product/cart-and-checkout.md#delivery-address
const shoe = makeProduct({ id: 7, name: 'Running Shoe', selling_price: 50 });
const lines = [{ product: shoe, quantity: 1 }];
const customer = { first_name: 'Casey', last_name: 'Runner' };
const placed = { method: 'POST', path: '/api/purchases/', status: 201, body: { purchase: {} } };
const work = makeSavedAddress({ id: 9, line1: '1 Dock Street', line2: null, city: 'Boston' });
const addressList = (addresses: unknown[]) => ({
  method: 'GET',
  path: ADDRESSES_PATH,
  body: { addresses },
});

async function openCheckout() {
  await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  return within(await screen.findByRole('dialog', { name: 'Payment Method' }));
}

describe('the delivery address step', () => {
  it('offers the saved addresses with the default chosen, and sends the one picked', async () => {
    const { calls } = renderCartPage({
      lines,
      signedInAs: customer,
      answers: [addressList([work, HOME_ADDRESS]), placed],
    });
    const dialog = await openCheckout();
    const step = within(dialog.getByRole('group', { name: 'Delivery address' }));

    expect(
      await step.findByRole('radio', {
        name: '12 Harbor Lane, Apt 3, Portland, ME 04101 (default)',
      }),
    ).toBeChecked();
    await userEvent.click(step.getByRole('radio', { name: '1 Dock Street, Boston, ME 04101' }));
    // Shipping and tax are shown before paying.
    expect(dialog.getByText('Shipping')).toBeInTheDocument();
    expect(dialog.getByText('Tax')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByText(/Purchase completed successfully/)).toBeInTheDocument();
    expect(purchasesSent(calls)[0]?.body).toMatchObject({ address_id: 9 });
  });

  it('checks a new address before anything is sent, then sends it, saved when asked', async () => {
    const { calls } = renderCartPage({
      lines,
      signedInAs: customer,
      answers: [addressList([]), placed],
    });
    const dialog = await openCheckout();
    const line1 = await dialog.findByLabelText('Address line 1');
    // No saved addresses: the new address form is the step.
    expect(dialog.queryByRole('radio', { name: 'A new address' })).not.toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText('State'), 'New York');
    await userEvent.type(dialog.getByLabelText('ZIP code'), '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));
    expect(line1).toHaveAccessibleDescription('Address line 1 is required');
    expect(line1).toHaveFocus();
    expect(dialog.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(dialog.getByLabelText('State')).toHaveAccessibleDescription(
      'State must be a two-letter US state code, such as NY',
    );
    expect(dialog.getByLabelText('ZIP code')).toHaveAccessibleDescription(
      'ZIP code must be 5 digits, or ZIP+4 such as 10118-0110',
    );
    expect(purchasesSent(calls)).toHaveLength(0);

    await userEvent.type(line1, '77 Ocean Drive');
    await userEvent.type(dialog.getByLabelText('City'), 'Miami');
    await userEvent.clear(dialog.getByLabelText('State'));
    await userEvent.type(dialog.getByLabelText('State'), 'fl');
    await userEvent.type(dialog.getByLabelText('ZIP code'), '39');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Save to my addresses' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByText(/Purchase completed successfully/)).toBeInTheDocument();
    expect(purchasesSent(calls)[0]?.body).toMatchObject({
      shipping_address: { line1: '77 Ocean Drive', city: 'Miami', state: 'FL', zip: '12339' },
      save_address: true,
    });
  });

  it('lets a shopper with saved addresses enter a new one instead', async () => {
    const { calls } = renderCartPage({ lines, signedInAs: customer, answers: [placed] });
    const dialog = await openCheckout();
    await userEvent.click(await dialog.findByRole('radio', { name: 'A new address' }));
    await userEvent.type(dialog.getByLabelText('Address line 1'), '5 Pine Road');
    await userEvent.type(dialog.getByLabelText('City'), 'Austin');
    await userEvent.type(dialog.getByLabelText('State'), 'TX');
    await userEvent.type(dialog.getByLabelText('ZIP code'), '73301-0001');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByText(/Purchase completed successfully/)).toBeInTheDocument();
    const sent = purchasesSent(calls)[0]?.body as Record<string, unknown>;
    expect(sent['shipping_address']).toMatchObject({ line1: '5 Pine Road', zip: '73301-0001' });
    expect(sent).not.toHaveProperty('address_id');
    expect(sent).not.toHaveProperty('save_address');
  });

  it('asks for a new address when the saved ones cannot be loaded', async () => {
    renderCartPage({
      lines,
      signedInAs: customer,
      answers: [{ method: 'GET', path: ADDRESSES_PATH, status: 500, body: { error: 'boom' } }],
    });
    const dialog = await openCheckout();
    expect(
      await dialog.findByText(
        'Your saved addresses could not be loaded; enter the address to deliver to.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Address line 1')).toBeInTheDocument();
    expect(
      dialog.queryByRole('checkbox', { name: 'Save to my addresses' }),
    ).not.toBeInTheDocument();
  });
});
