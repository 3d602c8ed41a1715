import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeInventoryRecord,
  makeStockMovement,
  makeStockMovementList,
  mockFetch,
  type FetchCall,
} from '@shop/testing';
import { openRowDialog, resetBackoffice } from '../testing/render-backoffice';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

const tee = makeInventoryRecord({ product: { id: 7, name: 'Aero Tee' } });
const movementsPath = '/api/inventory/7/movements';
const historyCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.pathname === movementsPath);

describe('the stock history dialog', () => {
  afterEach(resetBackoffice);

  it('lists the product’s movements, newest first, with why and who', async () => {
    const { dialog } = await openRowDialog(
      'History',
      'Aero Tee',
      [tee],
      [
        {
          path: movementsPath,
          body: makeStockMovementList(7, [
            makeStockMovement({ quantity_change: 46, stock_after: 50 }),
            makeStockMovement({
              quantity_change: -2,
              stock_after: 4,
              reason: 'adjustment',
              adjustment_reason: 'damaged',
              note: 'Torn seam',
            }),
            makeStockMovement({
              quantity_change: -1,
              stock_after: 6,
              reason: 'sale',
              purchase_id: 31,
              actor: { id: 3, username: 'customer', first_name: 'Casey', last_name: 'Runner' },
            }),
          ]),
        },
      ],
    );
    expect(dialog).toHaveAccessibleName('Stock history of Aero Tee');
    const rows = await within(dialog).findAllByRole('row');
    const restock = rows.find((row) => row.textContent?.includes('+46'));
    expect(restock).toHaveTextContent(/Restock/);
    expect(restock).toHaveTextContent(/Sam Stock/);
    const damaged = rows.find((row) => row.textContent?.includes('-2'));
    expect(damaged).toHaveTextContent(/Adjustment: Damaged/);
    expect(damaged).toHaveTextContent(/Torn seam/);
    expect(within(dialog).getByRole('link', { name: 'Order #31' })).toHaveAttribute(
      'href',
      '/purchases/31',
    );
  });

  it('pages through a long history and retries a failed load', async () => {
    const { calls, dialog } = await openRowDialog(
      'History',
      'Aero Tee',
      [tee],
      [{ path: movementsPath, status: 500, body: { error: 'down' } }],
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The stock history could not be loaded.',
    );
    const more = [
      {
        path: movementsPath,
        body: makeStockMovementList(7, [makeStockMovement()], { total: 25, pages: 2 }),
      },
    ];
    const retried = mockFetch(more);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    const pages = await within(dialog).findByRole('navigation', { name: 'Stock history pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(historyCalls(retried).at(-1)?.url.search).toBe('?page=2'));
    expect(historyCalls(calls)).toHaveLength(1);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
