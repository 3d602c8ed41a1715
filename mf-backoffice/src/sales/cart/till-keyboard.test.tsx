import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStore } from '@shop/shop-state';
import {
  cartLine,
  oneVariantStyle,
  openTill,
  quantityOf,
  resetTill,
  tillSearch,
} from '../../testing/render-till';
import { selectTillCount, selectTillLines } from '../till.slice';

const stocked = { quantity_in_stock: 12 };
const tee = oneVariantStyle('Aero Tee', { id: 7, sku: 'AT-7', selling_price: 25, ...stocked });
const cap = oneVariantStyle('Sun Cap', { id: 8, sku: 'SC-8', selling_price: 19.99, ...stocked });
const sock = oneVariantStyle('Run Sock', { id: 9, sku: 'RS-9', selling_price: 8, ...stocked });

/** Scans each code, waiting for the server's answer to reach the cart. */
async function ringUp(...codes: string[]) {
  for (const code of codes) {
    const before = selectTillCount(getStore().getState());
    await userEvent.type(tillSearch(), `${code}{Enter}`);
    await waitFor(() => expect(selectTillCount(getStore().getState())).toBe(before + 1));
  }
}

describe('the point of sale by keyboard', () => {
  afterEach(resetTill);

  it('lists its shortcuts on screen', async () => {
    await openTill([tee]);
    const shortcuts = screen.getByRole('heading', { name: 'Keyboard shortcuts' }).parentElement!;
    for (const key of ['F2', '↑ ↓', '+ −', 'Delete', 'F9 or Ctrl+Enter', 'Esc'])
      expect(within(shortcuts).getByText(key)).toBeInTheDocument();
  });

  it('moves through the lines with the arrows, changes the selected one with + and −, removes it with Delete', async () => {
    const { store } = await openTill([tee, cap, sock]);
    await ringUp('AT-7', 'SC-8', 'RS-9');

    // The line just rung up is selected; ↓ from the search puts the keyboard on it.
    await userEvent.keyboard('{ArrowDown}');
    expect(cartLine('Run Sock')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(cartLine('Aero Tee')).toHaveFocus();
    expect(cartLine('Aero Tee')).toHaveAttribute('aria-current', 'true');

    await userEvent.keyboard('+++');
    expect(quantityOf('Aero Tee')).toHaveValue(4);
    await userEvent.keyboard('-');
    expect(quantityOf('Aero Tee')).toHaveValue(3);
    await userEvent.keyboard('{ArrowDown}-');
    expect(quantityOf('Sun Cap')).toHaveValue(1);

    await userEvent.keyboard('{Delete}');
    expect(screen.queryByText('Sun Cap', { selector: '.pos-line *' })).not.toBeInTheDocument();
    expect(cartLine('Run Sock')).toHaveFocus();
    expect(selectTillLines(store.getState()).map(({ id, quantity }) => [id, quantity])).toEqual([
      [7, 3],
      [9, 1],
    ]);
    expect(screen.getByText('$83.00')).toBeInTheDocument();

    await userEvent.keyboard('{Delete}{Delete}');
    expect(tillSearch()).toHaveFocus();
    expect(
      screen.getByText('The cart is empty. Scan a code or add a product.'),
    ).toBeInTheDocument();
  });

  it('F2 goes back to the search from anywhere; Escape from a cart line too', async () => {
    await openTill([tee]);
    await ringUp('AT-7');
    await userEvent.click(
      within(cartLine('Aero Tee')).getByRole('button', { name: 'One more Aero Tee' }),
    );
    expect(tillSearch()).not.toHaveFocus();

    await userEvent.keyboard('{F2}');
    expect(tillSearch()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(tillSearch()).toHaveFocus();
  });

  it('F9 and Ctrl+Enter open the payment; the search has the keyboard again once it closes', async () => {
    await openTill([tee]);
    await userEvent.keyboard('{F9}');
    expect(screen.getByText('The cart is empty: add a product first.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await ringUp('AT-7');
    await userEvent.keyboard('{F9}');
    const dialog = await screen.findByRole('dialog', { name: 'Complete Purchase' });
    await waitFor(() => expect(within(dialog).getByLabelText('Amount tendered')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tillSearch()).toHaveFocus();

    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Complete Purchase' })).toBeInTheDocument();
  });
});
