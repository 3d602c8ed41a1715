import { fireEvent, screen, within } from '@testing-library/react';
import type { StaffVariant } from '@shop/contracts';
import { makeProduct, makeStaffVariant, mockFetch } from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../../testing/render-backoffice';
import { LabelsPage } from './labels-page';

const lookup = (name: string, overrides: Partial<StaffVariant>) => ({
  style: { id: 1, name, brand: 'Flow', thumb_url: null },
  variant: makeStaffVariant(overrides),
});

const zenM = makeStaffVariant({
  id: 11,
  sku: 'ZEN-BLK-M',
  selling_price: 49.99,
  barcode: '4006381333931',
});
const zenL = makeStaffVariant({ id: 12, sku: 'ZEN-BLK-L', size: 'L', barcode: '036000291452' });
const tee = makeStaffVariant({
  id: 21,
  sku: 'TEE-RED-S',
  size: 'S',
  color: 'Red',
  selling_price: 25,
});

/** The editor's link: variant ids; each is a product, found again by SKU with the till's lookup. */
function showLabels() {
  mockFetch([
    ...[zenM, zenL, tee].map(({ id, sku }) => ({
      path: `/api/products/${id}`,
      body: { product: makeProduct({ id, sku }) },
    })),
    { path: '/api/products/13', status: 404, body: { error: 'Product not found' } },
    ...[zenM, zenL].map((v) => ({
      path: '/api/pos/lookup',
      query: { code: v.sku },
      body: lookup('Zen Leggings', v),
    })),
    { path: '/api/pos/lookup', query: { code: 'TEE-RED-S' }, body: lookup('Trail Tee', tee) },
    { path: '/api/pos/lookup', status: 404, body: { error: 'No variant on sale has this code' } },
  ]);
  signInAs();
  renderScreen(<LabelsPage />, { at: '/catalogue/labels?ids=11,12,21,13' });
}

const barcodes = () => screen.getAllByRole('img', { name: /barcode/ });

describe('LabelsPage', () => {
  afterEach(resetBackoffice);

  it('prints one label per chosen variant on sale by default, EAN-13 or UPC-A for a GTIN, Code 128 for a SKU', async () => {
    showLabels();
    expect(await screen.findByRole('button', { name: 'Print 3 labels' })).toBeEnabled();
    expect(
      screen.getByText('1 of the chosen variants are not on sale and get no labels.'),
    ).toBeInTheDocument();
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
