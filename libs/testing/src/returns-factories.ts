// Returns test data (docs/product/point-of-sale.md#the-returns-desk): a return line, a return, a page of them.
import {
  centsToDollars,
  dollarsToCents,
  sumCents,
  type ReturnLine,
  type ReturnList,
  type SaleReturn,
} from '@shop/contracts';

let nextReturnLineId = 900;

/** One unit of makePurchaseItem()'s Trail Runner asked back as the wrong size, not yet received. */
export function makeReturnLine(overrides: Partial<ReturnLine> = {}): ReturnLine {
  return {
    id: overrides.id ?? nextReturnLineId++,
    purchase_item_id: 100,
    product_id: 7,
    product_name: 'Trail Runner',
    sku: 'TR-7',
    quantity: 1,
    reason: 'wrong_size',
    note: null,
    disposition: null,
    amount: 89.99,
    ...overrides,
  };
}

let nextReturnId = 70;

/** A customer's request online of one line, nothing received or refunded yet. */
export function makeSaleReturn(overrides: Partial<SaleReturn> = {}): SaleReturn {
  const lines = overrides.lines ?? [makeReturnLine()];
  return {
    id: overrides.id ?? nextReturnId++,
    purchase_id: 100,
    kind: 'return',
    status: 'requested',
    channel: 'web',
    lines,
    total_amount: centsToDollars(sumCents(lines.map((line) => dollarsToCents(line.amount)))),
    refunds: [],
    exchange_purchase_id: null,
    balance: null,
    amount_tendered: null,
    change_due: null,
    receipt: false,
    note: null,
    created_by: { id: 1, username: 'customer', first_name: 'Casey', last_name: 'Runner' },
    received_by: null,
    refunded_by: null,
    approved_by: null,
    created_at: '2025-03-06T10:00:00.000Z',
    received_at: null,
    refunded_at: null,
    ...overrides,
  };
}

/** One page of `GET /returns/`; the page info defaults to "everything on page 1". */
export function makeReturnList(
  returns: SaleReturn[],
  page: Partial<Omit<ReturnList, 'returns'>> = {},
): ReturnList {
  return {
    returns,
    total: returns.length,
    pages: 1,
    current_page: 1,
    per_page: 20,
    ...page,
  };
}
