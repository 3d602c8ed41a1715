import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@shop/ui/routing';
import {
  makeStaffStyle,
  makeStaffVariant,
  mockFetch,
  type FetchCall,
  type MockRoute,
} from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { StyleEditorPage } from './style-editor-page';

const black = makeStaffVariant({
  id: 11,
  sku: 'ZEN-BLK-M',
  color: 'Black',
  size: 'M',
  selling_price: 49.99,
});
const navy = makeStaffVariant({
  id: 12,
  sku: 'ZEN-NVY-M',
  color: 'Navy',
  size: 'M',
  selling_price: 49.99,
  cost_price: 20,
  has_history: true,
  quantity_in_stock: 0,
});
const red = makeStaffVariant({ id: 13, sku: 'ZEN-RED-M', color: 'Red', size: 'M' });
const style = makeStaffStyle({
  id: 5,
  name: 'Zen Leggings',
  variants: [black, navy, red],
  price_history: [
    {
      id: 1,
      variant_id: 11,
      sku: 'ZEN-BLK-M',
      field: 'selling_price',
      from: 44.99,
      to: 49.99,
      changed_by: 'staff',
      changed_at: '2025-03-04T15:30:00.000Z',
    },
  ],
});

function openEditor(routes: MockRoute[] = []) {
  const calls = mockFetch([
    ...routes,
    { path: '/api/catalogue/styles/5', body: { style } },
    { path: '/api/categories', body: { categories: [{ id: 3, name: 'bottoms' }] } },
    { path: '/api/suppliers/', body: { suppliers: [] } },
  ]);
  signInAs();
  renderScreen(
    <Routes>
      <Route path="/catalogue/:id" element={<StyleEditorPage />} />
    </Routes>,
    { at: '/catalogue/5' },
  );
  return calls;
}

const sent = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.pathname === path);

jest.setTimeout(30_000);

describe('the style editor', () => {
  afterEach(resetBackoffice);

  it('shows the variants with their prices and stock, and the price history', async () => {
    openEditor();
    const table = await screen.findByRole('table', { name: 'Variants' });
    const row = within(table).getByText('ZEN-NVY-M').closest('tr')!;
    expect(within(row).getByText('Navy')).toBeInTheDocument();
    expect(within(row).getByText('$49.99')).toBeInTheDocument();
    expect(within(row).getByText('$20.00')).toBeInTheDocument();
    expect(within(row).getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Zen Leggings' })).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Price history' });
    expect(within(history).getByText('$44.99')).toBeInTheDocument();
    expect(within(history).getAllByText('$49.99').length).toBeGreaterThan(0);
    expect(within(history).getByText('staff')).toBeInTheDocument();
    expect(within(history).getByText(/Mar 4, 2025/)).toBeInTheDocument();
  });

  it('sets the price of the selected variants at once', async () => {
    const calls = openEditor([{ method: 'PATCH', path: '/api/catalogue/variants', body: {} }]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select ZEN-BLK-M' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select ZEN-RED-M' }));
    const bulk = screen.getByRole('form', { name: 'Change selected variants' });
    expect(within(bulk).getByText('2 selected:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print labels' })).toHaveAttribute(
      'href',
      '/catalogue/labels?ids=11,13',
    );
    await userEvent.type(within(bulk).getByRole('textbox', { name: 'Price' }), '39.50');
    await userEvent.type(within(bulk).getByRole('textbox', { name: 'Min' }), '4');
    await userEvent.click(within(bulk).getByRole('button', { name: 'Apply to selected' }));

    await waitFor(() => expect(sent(calls, 'PATCH', '/api/catalogue/variants')).toHaveLength(1));
    expect(sent(calls, 'PATCH', '/api/catalogue/variants')[0]?.body).toEqual({
      ids: [11, 13],
      selling_price: 39.5,
      minimum_stock_level: 4,
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('form', { name: 'Change selected variants' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('offers to archive a variant the server will not delete (409)', async () => {
    const calls = openEditor([
      {
        method: 'DELETE',
        path: '/api/catalogue/variants/12',
        status: 409,
        body: { error: 'ZEN-NVY-M has sales or stock movements' },
      },
      { method: 'PATCH', path: '/api/catalogue/variants/12', body: { style } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ZEN-NVY-M' }));
    expect(
      await screen.findByText(
        'ZEN-NVY-M cannot be deleted: ZEN-NVY-M has sales or stock movements',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Archive ZEN-NVY-M' }));
    await waitFor(() =>
      expect(sent(calls, 'PATCH', '/api/catalogue/variants/12')[0]?.body).toEqual({
        is_active: false,
      }),
    );
  });

  it('refuses a barcode with a wrong check digit before sending it', async () => {
    const calls = openEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ZEN-BLK-M' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Barcode/ }), '4006381333932');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'barcode must be an EAN-13 or UPC-A code with a valid check digit',
      ),
    ).toBeVisible();
    expect(sent(calls, 'PATCH', '/api/catalogue/variants/11')).toEqual([]);
  });

  it('archives the style after a confirmation', async () => {
    const calls = openEditor([
      {
        method: 'POST',
        path: '/api/catalogue/styles/5/archive',
        body: { style: { ...style, is_active: false } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Archive style' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Zen Leggings?' });
    expect(sent(calls, 'POST', '/api/catalogue/styles/5/archive')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(sent(calls, 'POST', '/api/catalogue/styles/5/archive')).toHaveLength(1),
    );
  });
});
