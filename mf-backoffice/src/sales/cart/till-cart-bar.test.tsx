import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pretendPhoneScreen } from '@shop/testing';
import {
  cartLine,
  oneVariantStyle,
  openTill,
  resetTill,
  tillSearch,
} from '../../testing/render-till';

const cap = oneVariantStyle('Sun Cap', { id: 8, sku: 'SC-8', selling_price: 19.5 });
const tee = oneVariantStyle('Aero Tee', { id: 9, sku: 'AT-9', selling_price: 25 });
const cartBar = () => within(screen.getByRole('region', { name: 'Cart summary' }));

describe('the till on a phone', () => {
  let restore = () => {};
  beforeEach(() => {
    restore = pretendPhoneScreen();
  });
  afterEach(() => {
    restore();
    resetTill();
  });

  it('keeps a cart bar with the count, the total, View cart and Checkout', async () => {
    await openTill([cap, tee]);
    expect(cartBar().getByText(/0 items/)).toBeInTheDocument();
    expect(cartBar().getByRole('button', { name: 'Checkout' })).toBeDisabled();

    await userEvent.type(tillSearch(), 'SC-8{Enter}');
    await userEvent.type(tillSearch(), 'SC-8{Enter}');
    await userEvent.type(tillSearch(), 'AT-9{Enter}');
    await waitFor(() => expect(cartBar().getByText(/3 items/)).toBeInTheDocument());
    expect(cartBar().getByText('$64.00')).toBeInTheDocument();

    // View cart puts the keyboard on the selected line, the one added last.
    await userEvent.click(cartBar().getByRole('button', { name: 'View cart' }));
    expect(cartLine('Aero Tee')).toHaveFocus();

    await userEvent.click(cartBar().getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('dialog', { name: 'Complete Purchase' })).toBeInTheDocument();
  });
});

describe('the till on a wide screen', () => {
  afterEach(resetTill);

  it('has no cart bar: the cart is beside the tiles', async () => {
    await openTill([cap]);
    expect(screen.queryByRole('region', { name: 'Cart summary' })).not.toBeInTheDocument();
  });
});
