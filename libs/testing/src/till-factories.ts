import type { HeldSale, HeldSaleLine, TillCustomer } from '@shop/contracts';

/** A customer as the till finds one (`GET /pos/customers`): Maya Okafor, id 501. */
export function makeTillCustomer(overrides: Partial<TillCustomer> = {}): TillCustomer {
  return {
    id: 501,
    first_name: 'Maya',
    last_name: 'Okafor',
    email: 'maya.okafor@example.com',
    phone: '+15550001111',
    ...overrides,
  };
}

/** A held line: one Sun Cap (product 8, $25.00, 2 in stock) unless overridden. */
export function makeHeldSaleLine(overrides: Partial<HeldSaleLine> = {}): HeldSaleLine {
  return {
    product_id: 8,
    name: 'Sun Cap',
    brand: 'Peak Form',
    sku: 'SC-8',
    size: 'M',
    color: 'Black',
    selling_price: 25,
    quantity_in_stock: 2,
    quantity: 1,
    ...overrides,
  };
}

/** A held sale on Front counter (`GET /pos/held-sales`), held by Sam Rivera, with one line. */
export function makeHeldSale(overrides: Partial<HeldSale> = {}): HeldSale {
  const lines = overrides.lines ?? [makeHeldSaleLine()];
  return {
    id: 31,
    note: 'Maya, trying shoes on',
    register: { id: 1, name: 'Front counter' },
    held_by: { id: 2, name: 'Sam Rivera' },
    held_at: '2026-11-27T10:00:00.000Z',
    expires_at: '2026-11-28T10:00:00.000Z',
    customer: null,
    line_discounts: [],
    sale_discount: null,
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: lines.reduce((sum, line) => sum + line.selling_price * line.quantity, 0),
    ...overrides,
    lines,
  };
}
