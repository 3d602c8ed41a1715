import type { CatalogueCsvRecord } from '../../src/catalogue-csv/catalogue-csv-row';

/** One variant as the catalogue CSV carries it, for the import and export specs. */
export const catalogueRecord = (
  overrides: Partial<CatalogueCsvRecord> = {},
): CatalogueCsvRecord => ({
  style_code: 'ZEN',
  name: 'Zen Leggings',
  brand: 'Flow',
  category: 'leggings',
  description: 'Soft, "high" waist\nand pockets',
  tags: ['summer', '2025'],
  supplier: 'Northwind',
  sku: 'ZEN-BLK-M',
  barcode: '4006381333931',
  size: 'M',
  color: 'Black',
  selling_price_cents: 4999,
  cost_price_cents: 2000,
  minimum_stock_level: 5,
  maximum_stock_level: 50,
  quantity_in_stock: 12,
  is_active: true,
  ...overrides,
});
