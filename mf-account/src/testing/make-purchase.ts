import type { Purchase, PurchaseItem, PurchaseList } from '@shop/contracts';

let nextId = 100;

/** A purchase line with overrides; its product is a plain in-stock shoe. */
export function makePurchaseItem(overrides: Partial<PurchaseItem> = {}): PurchaseItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    product_id: 7,
    product: {
      id: 7,
      name: 'Trail Runner',
      sku: 'TR-7',
      brand: 'Stride',
      size: 'M',
      color: 'Black',
      image_url: null,
    },
    quantity: 1,
    unit_price: 89.99,
    total_price: 89.99,
    ...overrides,
  };
}

/** A pending cash purchase by user 1 (makeUser's default id), with overrides. */
export function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
  const id = overrides.id ?? nextId++;
  return {
    id,
    user: {
      id: 1,
      username: 'customer',
      email: 'customer@example.com',
      first_name: 'Casey',
      last_name: 'Runner',
      phone: null,
      address: null,
    },
    items: [makePurchaseItem()],
    total_amount: 89.99,
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cash',
    notes: null,
    created_at: '2025-03-04T12:30:00.000Z',
    ...overrides,
  };
}

/** One page of `GET /purchases/`; the page info defaults to "everything on page 1". */
export function makePurchaseList(
  purchases: Purchase[],
  page: Partial<Omit<PurchaseList, 'purchases'>> = {},
): PurchaseList {
  return {
    purchases,
    total: purchases.length,
    pages: 1,
    current_page: 1,
    per_page: 20,
    ...page,
  };
}
