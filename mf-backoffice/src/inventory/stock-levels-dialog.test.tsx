import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEVELS_ORDER_ERROR } from '@shop/contracts';
import { makeInventoryList, makeInventoryRecord, mockFetch } from '@shop/testing';
import { openRowDialog, resetBackoffice } from '../testing/render-backoffice';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

const tee = makeInventoryRecord({
  product: { id: 7, name: 'Aero Tee' },
  quantity_in_stock: 12,
  minimum_stock_level: 10,
  maximum_stock_level: 50,
});

describe('the stock levels dialog', () => {
  afterEach(resetBackoffice);

  it('starts from the record’s levels and refuses a minimum above the maximum', async () => {
    const { calls, dialog } = await openRowDialog('Levels', 'Aero Tee', [tee]);
    const minimum = within(dialog).getByLabelText('Minimum level');
    expect(minimum).toHaveValue(10);
    expect(within(dialog).getByLabelText('Maximum level')).toHaveValue(50);

    await userEvent.clear(minimum);
    await userEvent.type(minimum, '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Levels' }));
    expect(minimum).toHaveAccessibleDescription(LEVELS_ORDER_ERROR);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves new levels, and the row shows the status they make', async () => {
    const relevelled = makeInventoryRecord({ ...tee, minimum_stock_level: 15 });
    const { dialog } = await openRowDialog('Levels', 'Aero Tee', [tee]);
    const calls = mockFetch([
      { method: 'PUT', path: '/api/inventory/7', body: { inventory: relevelled } },
      { path: '/api/inventory/', body: makeInventoryList([relevelled]) },
    ]);
    const minimum = within(dialog).getByLabelText('Minimum level');
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Levels' }));

    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      minimum_stock_level: 15,
      maximum_stock_level: 50,
    });
    const row = screen.getByRole('row', { name: /Aero Tee/ });
    expect(within(row).getByText('Low Stock')).toBeInTheDocument();
    expect(within(row).getByText('Reorder 38')).toBeInTheDocument();
  });
});
