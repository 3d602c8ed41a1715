import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPROVER_HEADER, APPROVER_PIN_HEADER, type TillReturnBody } from '@shop/contracts';
import { makeStyleCardList, mockFetch } from '@shop/testing';
import { openTillRegisters, resetTill, TILL_REGISTER_ID } from '../../testing/render-till';
import { renderScreen, signInAs } from '../../testing/render-backoffice';
import { PointOfSalePage } from '../point-of-sale-page';
import {
  recorded,
  onFrontCounter,
  openReturns,
  saleField,
  row,
  returnsSent,
  findSale,
} from '../../testing/till-returns-sale';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(30_000);

describe('the till’s returns', () => {
  afterEach(resetTill);

  it('is a tab of the till, reached by keyboard, and finds a sale by its scanned receipt', async () => {
    mockFetch([
      { path: '/api/styles/', body: makeStyleCardList([]) },
      { method: 'GET', path: '/api/registers', body: openTillRegisters() },
    ]);
    onFrontCounter();
    signInAs();
    renderScreen(<PointOfSalePage />, { at: '/sales' });
    // The till gives its search the keyboard once it has loaded; the cashier moves on from there.
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search or scan' })).toHaveFocus(),
    );
    const tab = screen.getByRole('tab', { name: 'Returns' });
    act(() => tab.focus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('searchbox', { name: 'Sale number' })).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=returns');
  });

  it('offers each line at most what was sold minus what came back already, and shows its refund', async () => {
    openReturns();
    await findSale();
    expect(within(row('Zen Leggings')).getByText(/sold 3, 1 returned already/)).toBeInTheDocument();
    const more = within(row('Zen Leggings')).getByRole('button', { name: 'One more Zen Leggings' });
    await userEvent.click(more);
    // One of three: a third of the line's $81.00 with tax.
    expect(within(row('Zen Leggings')).getByText('$27.00')).toBeInTheDocument();
    await userEvent.click(more);
    expect(more).toBeDisabled();
    await userEvent.click(more);
    expect(within(row('Zen Leggings')).getByRole('spinbutton')).toHaveValue(2);
    // The last two take what the earlier return left: $81.00 − $27.00.
    expect(within(row('Zen Leggings')).getByText('$54.00')).toBeInTheDocument();
    const refund = screen.getByRole('region', { name: 'Refund' });
    expect(within(refund).getByText('Back to Cash').nextElementSibling).toHaveTextContent('$54.00');
  });

  it('needs a note for "Other", then records the return once with its key and prints a receipt with the sale’s barcode', async () => {
    const calls = openReturns([
      { method: 'POST', path: '/api/returns/', status: 201, body: { return: recorded } },
    ]);
    await findSale();
    await userEvent.click(within(row('Sun Cap')).getByRole('button', { name: 'One more Sun Cap' }));
    await userEvent.selectOptions(screen.getByLabelText('Reason for Sun Cap'), 'other');
    await userEvent.selectOptions(screen.getByLabelText('What happens to Sun Cap'), 'write_off');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Return' }));
    expect(
      await screen.findByText('Say why in a note when the reason is "other"'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Note for Sun Cap')).toHaveAttribute('aria-invalid', 'true');
    expect(returnsSent(calls)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Note for Sun Cap'), ' A gift ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Return' }));
    const receipt = within(await screen.findByRole('region', { name: 'FitShop returns receipt' }));
    const sent = returnsSent(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.body).toEqual<TillReturnBody>({
      purchase_id: 4321,
      register_id: TILL_REGISTER_ID,
      receipt: true,
      lines: [
        {
          purchase_item_id: 502,
          quantity: 1,
          reason: 'other',
          note: 'A gift',
          disposition: 'write_off',
        },
      ],
    });
    expect(receipt.getByText('#88')).toBeInTheDocument();
    expect(receipt.getByText(/Other \(A gift\) · Write off/)).toBeInTheDocument();
    expect(receipt.getByText('Refund to Cash').nextElementSibling).toHaveTextContent('$20.00');
    expect(
      await receipt.findByRole('img', { name: 'Code 128 barcode S00004321' }),
    ).toBeInTheDocument();

    await userEvent.click(receipt.getByRole('button', { name: 'Next Return' }));
    await waitFor(() => expect(saleField()).toHaveFocus());
  });

  it('without a receipt says an approval may be needed and sends receipt: false', async () => {
    const calls = openReturns([
      { method: 'POST', path: '/api/returns/', status: 201, body: { return: recorded } },
    ]);
    await waitFor(() => expect(saleField()).toHaveFocus());
    await userEvent.click(screen.getByRole('checkbox', { name: /No receipt/ }));
    await userEvent.type(saleField(), '4321{Enter}');
    expect(
      await screen.findByText(
        'Without a receipt this return needs the returns permission or an approval.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(row('Sun Cap')).getByRole('button', { name: 'One more Sun Cap' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Return' }));
    await screen.findByRole('region', { name: 'FitShop returns receipt' });
    expect(returnsSent(calls)[0]!.body).toMatchObject({ receipt: false });
  });

  it('a refusal for a permission is approved on the spot and sent again with the same key', async () => {
    const approval = { [APPROVER_HEADER]: 'admin', [APPROVER_PIN_HEADER]: '2468' };
    const refused = {
      error: 'You need a permission for this, or an approval',
      permission: 'take_returns',
    };
    const calls = openReturns([
      {
        method: 'POST',
        path: '/api/returns/',
        headers: approval,
        status: 201,
        body: { return: recorded },
      },
      { method: 'POST', path: '/api/returns/', status: 403, body: refused },
    ]);
    await findSale();
    await userEvent.click(within(row('Sun Cap')).getByRole('button', { name: 'One more Sun Cap' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Return' }));
    const title = await screen.findByText('Ask for approval');
    const asking = within(title.closest<HTMLElement>('[role="dialog"]')!);
    await waitFor(() => expect(asking.getByLabelText("Approver's username")).toHaveFocus());
    await userEvent.keyboard('admin{Tab}2468{Enter}');
    await screen.findByRole('region', { name: 'FitShop returns receipt' });
    const sent = returnsSent(calls);
    expect(sent.map((call) => call.headers.get(APPROVER_HEADER))).toEqual([null, 'admin']);
    expect(new Set(sent.map((call) => call.headers.get('Idempotency-Key'))).size).toBe(1);
  });

  it('an exchange shows the balance; the customer pays the difference by the method chosen', async () => {
    const calls = openReturns([
      {
        method: 'POST',
        path: '/api/returns/',
        status: 201,
        body: { return: { ...recorded, exchange_purchase_id: 4400, balance: 10 } },
      },
    ]);
    await findSale();
    await userEvent.click(within(row('Sun Cap')).getByRole('button', { name: 'One more Sun Cap' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Exchange Items' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search or scan' }), 'TT-9{Enter}');
    expect(await screen.findByText('Added Trail Tee to the exchange.')).toBeInTheDocument();
    const refund = within(screen.getByRole('region', { name: 'Refund' }));
    expect(refund.getByText('Exchange items (before tax)').nextElementSibling).toHaveTextContent(
      '$30.00',
    );
    expect(refund.getByText('Customer pays').nextElementSibling).toHaveTextContent('$10.00');
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Exchange' }));
    await screen.findByRole('region', { name: 'FitShop returns receipt' });
    expect(returnsSent(calls)[0]!.body).toEqual({
      purchase_id: 4321,
      register_id: TILL_REGISTER_ID,
      receipt: true,
      lines: [{ purchase_item_id: 502, quantity: 1, reason: 'wrong_size', disposition: 'restock' }],
      exchange_items: [{ product_id: 9, quantity: 1 }],
      payment_method: 'card',
    });
  });

  it('says so when no sale has the number, and when the text is not a sale number', async () => {
    openReturns();
    await waitFor(() => expect(saleField()).toHaveFocus());
    await userEvent.type(saleField(), 'S00000999{Enter}');
    expect(await screen.findByText('No sale has the number S00000999.')).toBeInTheDocument();
    await userEvent.clear(saleField());
    await userEvent.type(saleField(), 'hello{Enter}');
    expect(await screen.findByText(/type a sale number, such as S00001234/)).toBeInTheDocument();
  });
});
