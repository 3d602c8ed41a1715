import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  MAX_LINE_QUANTITY,
  type CreatePurchaseBody,
  type HeldSale,
  type Product,
  type TillCustomer,
} from '@shop/contracts';
import { injectStoredSlice, isPriceableLine, linesTotal, readStoredJson } from '@shop/shop-state';

/** The till's own local storage entry, apart from a shopper's `cart`. */
const TILL_STORAGE_KEY = 'pos_cart';

/** What a till line keeps of a product: enough to show, price and cap it; never the cost. */
export type TillProduct = Pick<
  Product,
  'id' | 'name' | 'brand' | 'sku' | 'size' | 'color' | 'selling_price' | 'quantity_in_stock'
>;

export interface TillLine extends TillProduct {
  quantity: number;
}

/**
 * A sale being sent: the `Idempotency-Key` it goes with and the exact body, kept with the
 * lines until the server has answered (docs/decisions/0032-a-sale-is-recorded-once.md). Sending the
 * same body again (a retry, a double click, the same sale after a reload) reuses the key, so the
 * server records it once; a different body needs a new key, or the server answers 409.
 */
export interface SaleAttempt {
  key: string;
  /** Keys are per user: another cashier signing in on this till starts afresh. */
  userId: number;
  body: CreatePurchaseBody;
}

export interface TillState {
  lines: TillLine[];
  /** The line the keyboard acts on (arrows, + and −, Delete). */
  selectedId: number | null;
  attempt: SaleAttempt | null;
  /** The customer's account the sale is filed under (docs/product/point-of-sale.md#customers-at-the-till). */
  customer: TillCustomer | null;
}

/**
 * docs/product/roles-and-rules.md#business-constants-and-limits: at most 100 lines and 1,000 pieces
 * of a product in one purchase.
 */
export const MAX_TILL_LINES = 100;

/** How many of a product one line may hold: what is in stock, within the purchase limit. */
export const lineLimit = (product: Pick<TillProduct, 'quantity_in_stock'>) =>
  Math.min(product.quantity_in_stock, MAX_LINE_QUANTITY);

const emptyTill = (): TillState => ({ lines: [], selectedId: null, attempt: null, customer: null });

function isLine(line: unknown): line is TillLine {
  if (typeof line !== 'object' || line === null) return false;
  const { id } = line as Partial<TillLine>;
  return typeof id === 'number' && isPriceableLine(line);
}

/** The till's own storage entry (not the shopper's `cart`); a corrupt one starts empty. */
function restoreTill(): TillState {
  const saved = readStoredJson<Partial<TillState>>(TILL_STORAGE_KEY);
  if (!saved || !Array.isArray(saved.lines)) return emptyTill();
  const lines = saved.lines.filter(isLine);
  const attempt =
    saved.attempt && typeof saved.attempt.key === 'string' && lines.length ? saved.attempt : null;
  const customer = isCustomer(saved.customer) ? saved.customer : null;
  return { lines, selectedId: lines.at(-1)?.id ?? null, attempt, customer };
}

function isCustomer(customer: unknown): customer is TillCustomer {
  if (typeof customer !== 'object' || customer === null) return false;
  const { id, first_name, last_name } = customer as Partial<TillCustomer>;
  return typeof id === 'number' && typeof first_name === 'string' && typeof last_name === 'string';
}

const tillFields = ({
  id,
  name,
  brand,
  sku,
  size,
  color,
  selling_price,
  quantity_in_stock,
}: TillProduct): TillProduct => ({
  id,
  name,
  brand,
  sku,
  size,
  color,
  selling_price,
  quantity_in_stock,
});

/**
 * The point of sale's cart (docs/product/point-of-sale.md): lines capped at the stock, one of
 * them selected for the keyboard, and the sale in flight. Kept under its own storage
 * key, so a reload keeps the sale and the shopper's cart in the same browser is untouched.
 */
const till = createSlice({
  name: 'till',
  initialState: restoreTill,
  reducers: {
    /** One more of a product (a tile, a scan), within its stock; it becomes the selected line. */
    tillProductAdded(state, action: PayloadAction<TillProduct>) {
      const product = action.payload;
      const line = state.lines.find((item) => item.id === product.id);
      if (line) {
        Object.assign(line, tillFields(product));
        line.quantity = Math.min(line.quantity + 1, Math.max(lineLimit(line), line.quantity));
      } else if (lineLimit(product) > 0 && state.lines.length < MAX_TILL_LINES) {
        state.lines.push({ ...tillFields(product), quantity: 1 });
      } else return;
      state.selectedId = product.id;
    },
    /** A whole number from 1 to what the line may hold; Delete removes a line, not 0. */
    tillQuantitySet(state, action: PayloadAction<{ id: number; quantity: number }>) {
      const line = state.lines.find((item) => item.id === action.payload.id);
      if (!line) return;
      const wanted = Math.floor(action.payload.quantity);
      line.quantity = Math.max(1, Math.min(wanted, Math.max(lineLimit(line), 1)));
      state.selectedId = line.id;
    },
    /** Removes a line; the selection moves to the line that took its place (or the one above). */
    tillLineRemoved(state, action: PayloadAction<number>) {
      const at = state.lines.findIndex((item) => item.id === action.payload);
      if (at < 0) return;
      state.lines.splice(at, 1);
      if (state.selectedId === action.payload)
        state.selectedId = (state.lines[at] ?? state.lines[at - 1])?.id ?? null;
    },
    tillLineSelected(state, action: PayloadAction<number>) {
      if (state.lines.some((item) => item.id === action.payload)) state.selectedId = action.payload;
    },
    /** Moves the selection up (-1) or down (+1), stopping at the ends. */
    tillSelectionMoved(state, action: PayloadAction<1 | -1>) {
      if (!state.lines.length) return;
      const at = state.lines.findIndex((item) => item.id === state.selectedId);
      const next =
        at < 0
          ? action.payload > 0
            ? 0
            : state.lines.length - 1
          : Math.min(Math.max(at + action.payload, 0), state.lines.length - 1);
      state.selectedId = state.lines[next]!.id;
    },
    /** Today's stock and prices for the products on the till, quantities kept. */
    tillProductsRefreshed(state, action: PayloadAction<TillProduct[]>) {
      for (const product of action.payload) {
        const line = state.lines.find((item) => item.id === product.id);
        if (line) Object.assign(line, tillFields(product));
      }
    },
    tillCustomerAttached(state, action: PayloadAction<TillCustomer>) {
      state.customer = action.payload;
    },
    tillCustomerRemoved(state) {
      state.customer = null;
    },
    /**
     * A held sale taken up (docs/product/point-of-sale.md#held-sales): its lines, capped at today's
     * stock (a line with none left is dropped), and its customer, in an empty till; its discounts
     * go back to the discounts slice (discounts/till-discounts.slice.ts).
     */
    heldSaleResumed(
      _state,
      action: PayloadAction<
        Pick<HeldSale, 'lines' | 'customer'> &
          Partial<Pick<HeldSale, 'line_discounts' | 'sale_discount'>>
      >,
    ) {
      const lines = action.payload.lines
        .map(({ product_id, quantity, ...product }) => {
          const line = { ...tillFields({ ...product, id: product_id }), quantity };
          return { ...line, quantity: Math.min(quantity, lineLimit(line)) };
        })
        .filter((line) => line.quantity > 0)
        .slice(0, MAX_TILL_LINES);
      return {
        lines,
        selectedId: lines.at(-1)?.id ?? null,
        attempt: null,
        customer: action.payload.customer,
      };
    },
    saleStarted(state, action: PayloadAction<SaleAttempt>) {
      state.attempt = action.payload;
    },
    /**
     * The server refused the sale and recorded nothing (a 4xx: a product ran short, a field
     * was wrong): the next attempt is a new one. A lost answer or a server fault keeps the
     * attempt, since the sale may have been recorded.
     */
    saleRefused(state) {
      state.attempt = null;
    },
    /** The server recorded the sale: the till starts the next one. */
    saleRecorded() {
      return emptyTill();
    },
    tillCleared() {
      return emptyTill();
    },
  },
  selectors: {
    selectTillLines: (state) => state.lines,
    selectTillSelectedId: (state) => state.selectedId,
    selectSaleAttempt: (state) => state.attempt,
    selectTillCustomer: (state) => state.customer,
    /** Pieces, not lines. */
    selectTillCount: (state) => state.lines.reduce((sum, line) => sum + line.quantity, 0),
    /** Dollars, summed in cents (libs/contracts/src/money.ts). */
    selectTillTotal: (state) => linesTotal(state.lines),
  },
});

/** In the shared store, and kept in local storage so that a reload keeps the sale. */
export const tillSlice = injectStoredSlice(till, TILL_STORAGE_KEY);

declare module '@shop/shop-state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof till> {}
}

export const {
  tillProductAdded,
  tillQuantitySet,
  tillLineRemoved,
  tillLineSelected,
  tillSelectionMoved,
  tillProductsRefreshed,
  tillCustomerAttached,
  tillCustomerRemoved,
  heldSaleResumed,
  saleStarted,
  saleRefused,
  saleRecorded,
  tillCleared,
} = tillSlice.actions;
export const {
  selectTillLines,
  selectTillSelectedId,
  selectSaleAttempt,
  selectTillCustomer,
  selectTillCount,
  selectTillTotal,
} = tillSlice.selectors;
