import { CATALOGUE_CSV_COLUMNS } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { catalogueCsv } from './catalogue-csv-export';
import { catalogueRecord } from '../../test/support/catalogue-records';
import { parseCatalogueCsv } from './parse-catalogue-csv';

const table = (csv: string): string[][] => parse(csv);

describe('catalogueCsv', () => {
  it('writes the contract header and one row per variant, money with two decimals', () => {
    const csv = catalogueCsv([
      catalogueRecord(),
      catalogueRecord({
        sku: 'ZEN-BLK-L',
        size: 'L',
        barcode: null,
        is_active: false,
        supplier: null,
        selling_price_cents: 5000,
      }),
    ]);
    const [header, first, second] = table(csv);
    expect(header).toEqual([...CATALOGUE_CSV_COLUMNS]);
    expect(Object.fromEntries(header!.map((column, i) => [column, first![i]]))).toEqual({
      style_code: 'ZEN',
      name: 'Zen Leggings',
      brand: 'Flow',
      category: 'leggings',
      description: 'Soft, "high" waist\nand pockets',
      tags: 'summer|2025',
      supplier: 'Northwind',
      sku: 'ZEN-BLK-M',
      barcode: '4006381333931',
      size: 'M',
      color: 'Black',
      selling_price: '49.99',
      cost_price: '20.00',
      minimum_stock_level: '5',
      maximum_stock_level: '50',
      quantity_in_stock: '12',
      status: 'active',
    });
    expect(second).toEqual(expect.arrayContaining(['ZEN-BLK-L', '50.00', 'archived']));
    expect(second![CATALOGUE_CSV_COLUMNS.indexOf('barcode')]).toBe('');
    expect(csv.split('\r\n')).toHaveLength(4);
  });

  it.each(['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'defuses a text cell starting a formula: %p',
    (text) => {
      const [, row] = table(
        catalogueCsv([catalogueRecord({ name: text, description: text, sku: text })]),
      );
      for (const column of ['name', 'description', 'sku'] as const) {
        expect(row![CATALOGUE_CSV_COLUMNS.indexOf(column)]).toBe(`'${text}`);
      }
    },
  );

  it('imports back to the same rows it exported', () => {
    const records = [
      catalogueRecord({ name: '=Zen' }),
      catalogueRecord({ name: '=Zen', sku: 'ZEN-BLK-L', size: 'L', barcode: null }),
    ];
    const result = parseCatalogueCsv(new TextEncoder().encode(catalogueCsv(records)));
    if ('refused' in result) throw new Error(result.refused.message);
    expect(result.errors).toEqual([]);
    expect(result.rows.map(({ line: _line, ...row }) => row)).toEqual(records);
  });
});
