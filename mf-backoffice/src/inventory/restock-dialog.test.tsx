import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESTOCK_QUANTITY_ERROR } from '@shop/contracts';
import { deferred, makeInventoryList, makeInventoryRecord, mockFetch } from '@shop/testing';
import { openRowDialog, resetBackoffice } from '../testing/render-backoffice';
import { restockQuantity } from './restock-dialog';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

const tee = makeInventoryRecord({
  product: { id: 7, name: 'Aero Tee', sku: 'TEE-7' },
  quantity_in_stock: 4,
  minimum_stock_level: 10,
  maximum_stock_level: 50,
  last_restocked: null,
});
const restocked = makeInventoryRecord({
  ...tee,
  quantity_in_stock: 50,
  last_restocked: '2025-03-05T08:00:00.000Z',
});

const openRestock = () => openRowDialog('Restock', 'Aero Tee', [tee]);

describe('restockQuantity', () => {
  it.each([
    ['1', 1],
    [' 46 ', 46],
    ['100000', 100000],
  ])('takes %j as %d', (text, quantity) => expect(restockQuantity(text)).toBe(quantity));

  it.each(['', '0', '-2', '1.5', '1e3', 'five', '100001'])('refuses %j', (text) =>
    expect(restockQuantity(text)).toBeUndefined(),
  );
});

describe('the restock dialog', () => {
  afterEach(resetBackoffice);

  it('shows the current stock and enables Restock only for a positive whole number', async () => {
    const { dialog } = await openRestock();
    expect(dialog).toHaveAccessibleName('Restock Aero Tee');
    expect(within(dialog).getByText(/Current stock:/)).toHaveTextContent('Current stock: 4');
    expect(within(dialog).getByText('Suggested reorder: 46')).toBeInTheDocument();
    const quantity = within(dialog).getByLabelText('Quantity to add');
    await waitFor(() => expect(quantity).toHaveFocus());
    expect(quantity).toHaveAttribute('min', '1');
    const restock = within(dialog).getByRole('button', { name: 'Restock' });
    expect(restock).toBeDisabled();

    for (const text of ['0', '-3', '1.5']) {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, text);
      expect(restock).toBeDisabled();
    }
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    expect(restock).toBeEnabled();
  });

  it('restocks by keyboard, updates the row in place at once, and gives focus back', async () => {
    const { dialog } = await openRestock();
    const opener = screen.getByRole('button', { name: 'Restock Aero Tee' });
    // The list asked again after the restock answers only when the test says so.
    const refetch = deferred();
    const calls = mockFetch([
      { method: 'POST', path: '/api/inventory/7/restock', body: { inventory: restocked } },
      { path: '/api/inventory/', body: makeInventoryList([restocked]), until: refetch.promise },
    ]);

    await waitFor(() => expect(within(dialog).getByLabelText('Quantity to add')).toHaveFocus());
    await userEvent.keyboard('46{Enter}');

    await waitFor(() => expect(dialog).not.toBeVisible());
    const row = screen.getByRole('row', { name: /Aero Tee/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('50');
    expect(within(row).getByText('In Stock')).toBeInTheDocument();
    expect(within(row).getByText('Mar 5, 2025')).toBeInTheDocument();
    const listReads = calls.filter(
      (call) => call.method === 'GET' && call.url.pathname === '/api/inventory/',
    );
    expect(listReads).toHaveLength(1);
    refetch.release();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('sends the quantity as a number and shows a refusal in the dialog', async () => {
    const { dialog } = await openRestock();
    const calls = mockFetch([
      {
        method: 'POST',
        path: '/api/inventory/7/restock',
        status: 400,
        body: { error: RESTOCK_QUANTITY_ERROR },
      },
      { path: '/api/inventory/', body: makeInventoryList([tee]) },
    ]);
    await userEvent.type(within(dialog).getByLabelText('Quantity to add'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restock' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RESTOCK_QUANTITY_ERROR);
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ quantity: 5 });
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('Cancel closes without a call', async () => {
    const { calls, dialog } = await openRestock();
    await userEvent.type(within(dialog).getByLabelText('Quantity to add'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
