// Test data with overrides, one place for every front-end test.
import type { Product, UserProfile } from '@shop/contracts';

let nextId = 1;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Trail Runner ${id}`,
    brand: 'Stride',
    sku: `SKU-${id}`,
    description: 'Lightweight running shoe.',
    image_url: null,
    size: 'M',
    color: 'Black',
    selling_price: 89.99,
    category_id: 4,
    category: { id: 4, name: 'footwear' },
    quantity_in_stock: 12,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    username: 'customer',
    email: 'customer@example.com',
    first_name: 'Casey',
    last_name: 'Runner',
    phone: null,
    address: null,
    role: 'customer',
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
