// Test data with overrides, one place for every front-end test.
import type {
  Product,
  Purchase,
  PurchaseItem,
  PurchaseList,
  SavedAddress,
  ShippingAddress,
  UserProfile,
} from '@shop/contracts';
import { ADMIN_ACCESS, CUSTOMER_ACCESS, DEFAULT_STAFF_PERMISSIONS } from '@shop/contracts';

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

/** A user of `overrides.role` (a customer by default) with that role's default permissions. */
export function makeUser(overrides: Partial<UserProfile> = {}): UserProfile {
  const role = overrides.role ?? 'customer';
  const access =
    role === 'admin'
      ? ADMIN_ACCESS
      : role === 'staff'
        ? DEFAULT_STAFF_PERMISSIONS
        : CUSTOMER_ACCESS;
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
    permissions: [...access.permissions],
    discount_limit_percent: access.discount_limit_percent,
    must_change_password: false,
    ...overrides,
  };
}

// Purchases count from 100, apart from products, so an order number never looks like a product id.
let nextPurchaseId = 100;

/** A purchase line with overrides; its product is a plain in-stock shoe. */
export function makePurchaseItem(overrides: Partial<PurchaseItem> = {}): PurchaseItem {
  const id = overrides.id ?? nextPurchaseId++;
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
    tax: 0,
    tax_rate: 0,
    tax_rate_name: null,
    discount_amount: 0,
    discount_reason: null,
    discount_note: null,
    order_discount_share: 0,
    ...overrides,
  };
}

function buyerOf({ id, username, email, first_name, last_name, phone, address }: UserProfile) {
  return { id, username, email, first_name, last_name, phone, address };
}

/** A delivery address as a purchase keeps it (docs/product/cart-and-checkout.md#delivery-address). */
export function makeShippingAddress(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
  return {
    line1: '12 Harbor Lane',
    line2: 'Apt 3',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    ...overrides,
  };
}

let nextAddressId = 1;

/** A saved address of the signed-in customer (docs/product/account.md#addresses). */
export function makeSavedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: overrides.id ?? nextAddressId++,
    ...makeShippingAddress(),
    is_default: false,
    ...overrides,
  };
}

/** A pending cash web purchase by makeUser()'s customer, with overrides. */
export function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
  const id = overrides.id ?? nextPurchaseId++;
  return {
    id,
    user: buyerOf(makeUser()),
    cashier: null,
    items: [makePurchaseItem()],
    shipping_amount: 0,
    discount_code: null,
    discount_amount: 0,
    sale_discount_amount: 0,
    sale_discount_reason: null,
    sale_discount_note: null,
    discount_approved_by: null,
    subtotal: 89.99,
    tax: 0,
    total_amount: 89.99,
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cash',
    notes: null,
    created_at: '2025-03-04T12:30:00.000Z',
    channel: 'web',
    customer_name: null,
    customer_email: null,
    customer_phone: null,
    amount_tendered: null,
    change_due: null,
    returned_quantities: {},
    returns: [],
    refunded_amount: 0,
    amount_due: 89.99,
    // Fulfilment (docs/product/purchases.md#fulfilment): a new web order is not shipped yet.
    fulfilment_status: overrides.channel === 'pos' ? null : 'unshipped',
    carrier: null,
    tracking_number: null,
    shipped_at: null,
    delivered_at: null,
    shipped_by: null,
    delivered_by: null,
    shipping_address: makeShippingAddress(),
    // One part, its method for the whole total, unless a split is given.
    tenders: [
      {
        method: overrides.payment_method ?? 'cash',
        amount: overrides.total_amount ?? 89.99,
      },
    ],
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
