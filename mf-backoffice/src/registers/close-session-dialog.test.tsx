import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTE_FOR_OVER_SHORT } from '@shop/contracts';
import { makeDrawerSession, makeOpenDrawerSession } from '@shop/testing';
import { openTill, resetTill } from '../testing/render-till';

// antd dialogs on two shared cores: a few keystrokes can take seconds.
jest.setTimeout(30_000);

/** The cells of the expected-against-counted row of a tender: expected, counted, over or short. */
const cellsOf = (tender: 'Cash' | 'Card') =>
  within(screen.getByRole('rowheader', { name: tender }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('closing the drawer at the till', () => {
  afterEach(resetTill);

  async function openCloseDialog() {
    const { calls } = await openTill([], {
      routes: [
        // Expected: $165.99 in cash (a $100 float, $45.99 in cash sales, $20 in), $30.00 by card.
        {
          method: 'GET',
          path: '/api/registers/sessions/11',
          body: { session: makeOpenDrawerSession() },
        },
        {
          method: 'POST',
          path: '/api/registers/sessions/11/close',
          body: { session: makeDrawerSession() },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close session' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Close the session on Front counter' }),
    );
    await dialog.findByRole('rowheader', { name: 'Cash' });
    return { calls, dialog };
  }

  it('adds up the count by bill and coin and shows over or short per tender as it is typed', async () => {
    const { dialog } = await openCloseDialog();
    await waitFor(() => expect(dialog.getByLabelText('$100 bills')).toHaveFocus());
    expect(cellsOf('Cash')).toEqual(['$165.99', '$0.00', 'Short $165.99']);
    await userEvent.keyboard('1');
    await userEvent.tab();
    await userEvent.keyboard('1'); // $50 bills
    await userEvent.type(dialog.getByLabelText('$10 bills'), '1');
    await userEvent.type(dialog.getByLabelText('Pennies (1¢)'), '99');
    expect(dialog.getByText('Counted: $160.99')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Card total from the terminal (dollars)'), '30');

    expect(cellsOf('Cash')).toEqual(['$165.99', '$160.99', 'Short $5.00']);
    expect(cellsOf('Card')).toEqual(['$30.00', '$30.00', 'Even']);
    await userEvent.type(dialog.getByLabelText('$5 bills'), '1');
    expect(cellsOf('Cash')[2]).toBe('Even');
    await userEvent.type(dialog.getByLabelText('Pennies (1¢)'), '0');
    expect(cellsOf('Cash')[2]).toBe('Over $8.91');
  });

  it('needs a note when the drawer is short, then closes and shows the Z report', async () => {
    const { calls, dialog } = await openCloseDialog();
    await userEvent.type(dialog.getByLabelText('$100 bills'), '1');
    await userEvent.type(dialog.getByLabelText('$50 bills'), '1');
    await userEvent.type(dialog.getByLabelText('$10 bills'), '1');
    await userEvent.type(dialog.getByLabelText('Pennies (1¢)'), '99');
    await userEvent.type(dialog.getByLabelText('Card total from the terminal (dollars)'), '30');
    await userEvent.click(dialog.getByRole('button', { name: 'Close session' }));
    expect(await dialog.findByText(NOTE_FOR_OVER_SHORT)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(dialog.getByLabelText(/^Note/), 'Gave a five as change twice');
    await userEvent.click(dialog.getByRole('button', { name: 'Close session' }));
    await waitFor(() => expect(window.location.pathname).toBe('/registers/sessions/11'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      counted_cash: { denominations: { hundreds: 1, fifties: 1, tens: 1, pennies: 99 } },
      card_total: 30,
      note: 'Gave a five as change twice',
    });
  });
});
