import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePurchase } from '@shop/testing';
import { resetTill, salesSent, TILL_REGISTER_ID } from '../../testing/render-till';
import { openPayment, recorded, sale } from '../../testing/till-payment';

describe('taking a split payment at the till', () => {
  afterEach(resetTill);

  it('splits part card, part cash: remaining and change as typed, the parts on the receipt', async () => {
    const answer = makePurchase({
      ...recorded('card', 20),
      change_due: 0.01,
      tenders: [
        { method: 'cash', amount: 19.99 },
        { method: 'card', amount: 50 },
      ],
    });
    const { dialog, calls } = await openPayment([sale({ body: { purchase: answer } })]);
    await userEvent.click(dialog.getByRole('radio', { name: 'Split tender' }));
    expect(dialog.queryByLabelText('Amount tendered')).not.toBeInTheDocument();
    const card = dialog.getByLabelText('Card amount');
    const cash = dialog.getByLabelText('Cash tendered');
    const result = () => dialog.getByText(/Remaining for cash/).parentElement!;

    await userEvent.type(card, '70');
    expect(result()).toHaveTextContent(
      'The card part ($70.00) must be less than the total ($69.99)',
    );
    expect(dialog.getByRole('button', { name: 'Complete Sale' })).toBeDisabled();

    await userEvent.clear(card);
    await userEvent.type(card, '50');
    expect(result()).toHaveTextContent('Remaining for cash: $19.99');
    expect(result()).toHaveTextContent('Change due: $0.00');
    await userEvent.tab();
    expect(cash).toHaveFocus();
    await userEvent.type(cash, '19.98');
    expect(result()).toHaveTextContent('The cash part ($19.98) is less than the cash due ($19.99)');
    await userEvent.clear(cash);
    await userEvent.type(cash, '20{Enter}');

    const receipt = within(await screen.findByRole('region', { name: 'FitShop receipt' }));
    expect(receipt.getByText('Split')).toBeInTheDocument();
    expect(receipt.getByText('Cash tendered')).toBeInTheDocument();
    expect(salesSent(calls)[0]?.body).toEqual({
      items: [
        { product_id: 7, quantity: 2 },
        { product_id: 8, quantity: 1 },
      ],
      tenders: [
        { method: 'cash', amount: 20 },
        { method: 'card', amount: 50 },
      ],
      channel: 'pos',
      register_id: TILL_REGISTER_ID,
    });
  });
});
