import { fireEvent, screen, within } from '@testing-library/react';
import type { StaffStyle, StaffVariant } from '@shop/contracts';
import { mockFetch } from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../../testing/render-backoffice';
import { LabelsPage } from './labels-page';

const variant = (overrides: Partial<StaffVariant>): StaffVariant => ({
  id: 1,
  sku: 'ZEN-BLK-M',
  size: 'M',
  color: 'Black',
  selling_price: 49.99,
  quantity_in_stock: 4,
  barcode: null,
  cost_price: 20,
  minimum_stock_level: 5,
  maximum_stock_level: 50,
  stock_status: 'low_stock',
  is_active: true,
  has_history: false,
  ...overrides,
});

const style = (id: number, name: string, variants: StaffVariant[]): StaffStyle => ({
  id,
  name,
  brand: 'Flow',
  description: '',
  category: { id: 1, name: 'leggings' },
  supplier_id: null,
  tags: [],
  sku_pattern: '{STYLE}-{COLOR}-{SIZE}',
  style_code: name.toUpperCase().replace(/\W+/g, '-'),
  is_active: true,
  pictures: [],
  image_url: null,
  variants,
  price_history: [],
  created_at: '2025-03-04T10:00:00.000Z',
  updated_at: '2025-03-04T10:00:00.000Z',
});

function showLabels() {
  mockFetch([
    {
      path: '/api/catalogue/styles/1',
      body: style(1, 'Zen Leggings', [
        variant({ id: 11, barcode: '4006381333931' }),
        variant({ id: 12, sku: 'ZEN-BLK-L', size: 'L', barcode: '036000291452' }),
        variant({ id: 13, sku: 'ZEN-OLD', is_active: false }),
      ]),
    },
    {
      path: '/api/catalogue/styles/2',
      body: style(2, 'Trail Tee', [
        variant({ id: 21, sku: 'TEE-RED-S', size: 'S', color: 'Red', selling_price: 25 }),
      ]),
    },
  ]);
  signInAs();
  renderScreen(<LabelsPage />, { at: '/catalogue/labels?ids=1,2' });
}

const barcodes = () => screen.getAllByRole('img', { name: /barcode/ });

describe('LabelsPage', () => {
  afterEach(resetBackoffice);

  it('prints one label per active variant by default, EAN-13 or UPC-A for a GTIN, Code 128 for a SKU', async () => {
    showLabels();
    expect(await screen.findByRole('button', { name: 'Print 3 labels' })).toBeEnabled();
    expect(barcodes().map((code) => code.getAttribute('aria-label'))).toEqual([
      'EAN-13 barcode 4006381333931',
      'UPC-A barcode 036000291452',
      'Code 128 barcode TEE-RED-S',
    ]);
    expect(barcodes()[0]!.querySelector('svg')).not.toBeNull();
    const [first] = screen.getAllByTestId('label');
    expect(first).toHaveTextContent('Zen Leggings');
    expect(first).toHaveTextContent('M · Black');
    expect(first).toHaveTextContent('$49.99');
  });

  it('renders one barcode per requested label', async () => {
    showLabels();
    fireEvent.change(await screen.findByLabelText('Labels for TEE-RED-S'), {
      target: { value: '4' },
    });
    fireEvent.change(screen.getByLabelText('Labels for ZEN-BLK-L'), { target: { value: '0' } });
    expect(screen.getByRole('button', { name: 'Print 5 labels' })).toBeEnabled();
    expect(barcodes().filter((code) => code.dataset.symbology === 'Code 128')).toHaveLength(4);
    expect(barcodes().filter((code) => code.dataset.symbology === 'EAN-13')).toHaveLength(1);
    expect(barcodes().filter((code) => code.dataset.symbology === 'UPC-A')).toHaveLength(0);
  });

  it('lays the labels out for the chosen stock and prints with the browser', async () => {
    showLabels();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.change(await screen.findByLabelText('Layout'), { target: { value: 'printer' } });
    const preview = screen.getByRole('region', { name: 'Label preview' });
    expect(within(preview).getAllByRole('group')).toHaveLength(3);
    expect(document.body.innerHTML).toContain('size: 2in 1in');
    fireEvent.click(screen.getByRole('button', { name: 'Print 3 labels' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
