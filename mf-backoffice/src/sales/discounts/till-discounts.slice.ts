import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  tillDiscountSchema,
  type LineDiscountInput,
  type TillDiscountInput,
} from '@shop/contracts';
import { injectStoredSlice, readStoredJson } from '@shop/shop-state';
import { heldSaleResumed, saleRecorded, tillCleared, tillLineRemoved } from '../till.slice';

/** Kept apart from the till's `pos_cart`, so the cart's storage keeps its shape. */
const DISCOUNTS_STORAGE_KEY = 'pos_discounts';

export interface TillDiscountsState {
  /** Each discounted line's discount, by its product id (a line is one product). */
  lines: Record<string, TillDiscountInput>;
  sale: TillDiscountInput | null;
}

const noDiscounts = (): TillDiscountsState => ({ lines: {}, sale: null });

const isDiscount = (value: unknown): value is TillDiscountInput =>
  tillDiscountSchema.safeParse(value).success;

/** The stored discounts, each checked against the contract; anything else is dropped. */
function restoreDiscounts(): TillDiscountsState {
  const saved = readStoredJson<Partial<TillDiscountsState>>(DISCOUNTS_STORAGE_KEY);
  if (!saved) return noDiscounts();
  const lines = Object.fromEntries(
    Object.entries(saved.lines ?? {}).filter(([, discount]) => isDiscount(discount)),
  );
  return { lines, sale: isDiscount(saved.sale) ? saved.sale : null };
}

/** A resumed held sale's discounts, as they were given before it was held. */
function heldDiscounts(held: {
  line_discounts?: readonly LineDiscountInput[];
  sale_discount?: TillDiscountInput | null;
}): TillDiscountsState {
  const lines = Object.fromEntries(
    (held.line_discounts ?? []).map(({ product_id, ...discount }) => [
      String(product_id),
      discount,
    ]),
  );
  return { lines, sale: held.sale_discount ?? null };
}

/**
 * The discounts given on the till's sale (docs/product/point-of-sale.md#discounts), a line's or the
 * whole sale's, with their reasons. The server prices them (the quote and the sale); they go when
 * their line goes, and with the sale once it is recorded or cleared; a resumed held sale brings back
 * its own.
 */
const tillDiscounts = createSlice({
  name: 'tillDiscounts',
  initialState: restoreDiscounts,
  reducers: {
    lineDiscountSet(
      state,
      action: PayloadAction<{ productId: number; discount: TillDiscountInput | null }>,
    ) {
      const { productId, discount } = action.payload;
      if (discount) state.lines[String(productId)] = discount;
      else delete state.lines[String(productId)];
    },
    saleDiscountSet(state, action: PayloadAction<TillDiscountInput | null>) {
      state.sale = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tillLineRemoved, (state, action) => {
        delete state.lines[String(action.payload)];
      })
      .addCase(saleRecorded, noDiscounts)
      .addCase(tillCleared, noDiscounts)
      .addCase(heldSaleResumed, (_state, action) => heldDiscounts(action.payload));
  },
  selectors: {
    selectLineDiscounts: (state) => state.lines,
    selectSaleDiscount: (state) => state.sale,
  },
});

export const tillDiscountsSlice = injectStoredSlice(tillDiscounts, DISCOUNTS_STORAGE_KEY);

declare module '@shop/shop-state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof tillDiscounts> {}
}

export const { lineDiscountSet, saleDiscountSet } = tillDiscountsSlice.actions;
export const { selectLineDiscounts, selectSaleDiscount } = tillDiscountsSlice.selectors;

/**
 * The sale body's and the quote's discount fields for `productIds` (the cart's lines, in order):
 * none are sent when none are given, so a sale without discounts keeps its body.
 */
export function discountFields(
  state: TillDiscountsState,
  productIds: readonly number[],
): { line_discounts?: LineDiscountInput[]; sale_discount?: TillDiscountInput } {
  const line_discounts = productIds.flatMap((id) => {
    const discount = state.lines[String(id)];
    return discount ? [{ product_id: id, ...discount }] : [];
  });
  return {
    ...(line_discounts.length && { line_discounts }),
    ...(state.sale && { sale_discount: state.sale }),
  };
}
