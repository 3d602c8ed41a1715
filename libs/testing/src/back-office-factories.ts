// Back-office test data (stock records, their history, suppliers) with overrides.
import {
  stockStatus,
  suggestedReorderQuantity,
  type InventoryList,
  type InventoryRecord,
  type StockMovement,
  type StockMovementList,
  type Supplier,
} from '@shop/contracts';

let nextRecordId = 1;
let nextMovementId = 1;
let nextSupplierId = 1;

/** What follows from the quantity and the levels, never set on its own. */
type Derived = 'stock_status' | 'is_low_stock' | 'is_out_of_stock' | 'suggested_reorder_quantity';

type RecordOverrides = Partial<Omit<InventoryRecord, 'product' | Derived>> & {
  product?: Partial<InventoryRecord['product']>;
};

/**
 * A stock record whose status, flags and suggested reorder follow from its quantity
 * and levels by the contracts' one rule, as the API computes them (a record spread
 * into the overrides gets them recomputed).
 */
export function makeInventoryRecord(overrides: RecordOverrides = {}): InventoryRecord {
  const id = overrides.id ?? nextRecordId++;
  const productId = overrides.product_id ?? overrides.product?.id ?? id;
  const quantity = overrides.quantity_in_stock ?? 25;
  const minimum = overrides.minimum_stock_level ?? 10;
  const maximum = overrides.maximum_stock_level ?? 80;
  const status = stockStatus(quantity, minimum);
  return {
    id,
    last_restocked: '2025-02-10T09:00:00.000Z',
    ...overrides,
    stock_status: status,
    is_low_stock: status === 'low_stock',
    is_out_of_stock: status === 'out_of_stock',
    suggested_reorder_quantity: suggestedReorderQuantity(quantity, minimum, maximum),
    product_id: productId,
    quantity_in_stock: quantity,
    minimum_stock_level: minimum,
    maximum_stock_level: maximum,
    product: {
      id: productId,
      name: `Trail Runner ${productId}`,
      brand: 'Stride',
      sku: `SKU-${productId}`,
      size: 'M',
      color: 'Black',
      image_url: null,
      selling_price: 89.99,
      cost_price: 45,
      category_id: 4,
      supplier_id: null,
      ...overrides.product,
    },
  };
}

/** One page of `GET /inventory/`; the page info defaults to "everything on page 1". */
export function makeInventoryList(
  inventory: InventoryRecord[],
  page: Partial<Omit<InventoryList, 'inventory'>> = {},
): InventoryList {
  return { inventory, total: inventory.length, pages: 1, current_page: 1, per_page: 20, ...page };
}

/** A restock of 10 by the demo staff user. */
export function makeStockMovement(overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    id: nextMovementId++,
    created_at: '2025-03-04T12:30:00.000Z',
    quantity_change: 10,
    stock_after: 35,
    reason: 'restock',
    adjustment_reason: null,
    note: null,
    reference: null,
    purchase_id: null,
    supplier_id: null,
    actor: { id: 2, username: 'staff', first_name: 'Sam', last_name: 'Stock' },
    ...overrides,
  };
}

export function makeStockMovementList(
  productId: number,
  movements: StockMovement[],
  page: Partial<Omit<StockMovementList, 'movements' | 'product_id'>> = {},
): StockMovementList {
  return {
    product_id: productId,
    movements,
    total: movements.length,
    pages: 1,
    current_page: 1,
    per_page: 20,
    ...page,
  };
}

/** An active supplier with every field filled. */
export function makeSupplier(overrides: Partial<Supplier> = {}): Supplier {
  const id = overrides.id ?? nextSupplierId++;
  return {
    id,
    name: `Peak Textiles ${id}`,
    contact_person: 'Jordan Lee',
    email: `orders${id}@peak.example`,
    phone: '+15550100',
    address: '12 Mill Road, Leeds',
    payment_terms: 'Net 30',
    delivery_schedule: 'Weekly',
    is_active: true,
    created_at: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}
