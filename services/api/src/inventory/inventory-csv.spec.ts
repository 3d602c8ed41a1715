import type { InventoryRecord } from '@shop/contracts';
import { defuseFormula, inventoryCsv } from './inventory-csv';

const record = (overrides: Partial<InventoryRecord['product']> = {}): InventoryRecord => ({
  id: 1,
  product_id: 7,
  product: {
    id: 7,
    name: 'Trail Tee',
    brand: 'Peak',
    sku: 'MEN-TT-BLA-M',
    size: 'M',
    color: 'Black',
    image_url: null,
    selling_price: 25,
    cost_price: 10.1,
    category_id: 1,
    supplier_id: null,
    ...overrides,
  },
  quantity_in_stock: 3,
  minimum_stock_level: 5,
  maximum_stock_level: 40,
  last_restocked: null,
  stock_status: 'low_stock',
  is_low_stock: true,
  is_out_of_stock: false,
  suggested_reorder_quantity: 37,
});

describe('defuseFormula', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('defuses %p', (text) => {
    expect(defuseFormula(text)).toBe(`'${text}`);
  });

  it('leaves plain text alone', () => {
    expect(defuseFormula('Trail Tee - black')).toBe('Trail Tee - black');
  });
});

describe('inventoryCsv', () => {
  it('writes a header and one row per record, with money to the cent', () => {
    expect(inventoryCsv([record()]).split('\r\n')).toEqual([
      'SKU,Name,Brand,Size,Colour,Stock,Minimum,Maximum,Status,Last restocked,Unit cost,Stock value',
      'MEN-TT-BLA-M,Trail Tee,Peak,M,Black,3,5,40,Low Stock,,10.10,30.30',
      '',
    ]);
  });

  it('quotes commas and quotes, and defuses formula cells', () => {
    const csv = inventoryCsv([record({ name: '=HYPERLINK("x")', brand: 'A, B' })]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")","A, B"`);
  });
});
