import { inventoryAlerts, type StockLine } from './inventory-alerts';

const line = (name: string, quantityInStock: number, minimumStockLevel = 5): StockLine => ({
  productId: name.length,
  name,
  sku: name.toUpperCase(),
  quantityInStock,
  minimumStockLevel,
});

describe('inventoryAlerts', () => {
  it('keeps only low and out-of-stock lines, emptiest first', () => {
    const alerts = inventoryAlerts([
      line('tee', 12),
      line('cap', 5),
      line('sock', 0),
      line('bag', 2),
    ]);
    expect(alerts.map((a) => [a.name, a.status])).toEqual([
      ['sock', 'out_of_stock'],
      ['bag', 'low_stock'],
      ['cap', 'low_stock'],
    ]);
  });

  it('calls an empty shelf out of stock even when its minimum is 0', () => {
    expect(inventoryAlerts([line('mat', 0, 0), line('band', 1, 0)])).toEqual([
      expect.objectContaining({ name: 'mat', status: 'out_of_stock' }),
    ]);
  });
});
