import { planStockHistory } from './stock-plan';

describe('planStockHistory', () => {
  it('opens with enough stock to cover every sale and end on the target', () => {
    const { initial, restock } = planStockHistory({
      target: 30,
      sold: 12,
      returned: 2,
      restockWanted: 20,
    });
    expect(restock).toBe(20);
    expect(initial + restock - 12 + 2).toBe(30);
  });

  it('drops the restock for a product that sold out', () => {
    expect(planStockHistory({ target: 0, sold: 9, returned: 0, restockWanted: 25 })).toEqual({
      initial: 9,
      restock: 0,
      writtenOff: 0,
    });
  });

  it('never lets the running stock go negative, whatever the order', () => {
    const { initial, restock } = planStockHistory({
      target: 5,
      sold: 10,
      returned: 4,
      restockWanted: 50,
    });
    // Worst order: every sale before the restock and every return.
    expect(initial - 10).toBeGreaterThanOrEqual(0);
    expect(initial + restock - 10 + 4).toBe(5);
  });

  it('writes off what came back to a product that then sold out', () => {
    const plan = planStockHistory({ target: 0, sold: 3, returned: 3, restockWanted: 20 });
    expect(plan).toEqual({ initial: 3, restock: 0, writtenOff: 3 });
    // Worst order: every sale before any return.
    expect(plan.initial - 3).toBeGreaterThanOrEqual(0);
    expect(plan.initial + plan.restock - 3 + 3 - plan.writtenOff).toBe(0);
  });
});
