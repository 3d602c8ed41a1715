import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '@shop/contracts';
import { isPriceableLine, linesTotal } from '../line-totals';
import { STORAGE_KEYS, readJson, readText } from '../storage';

/** A cart line: the product's fields plus how many (docs/product/api.md#entities-and-fields). */
export interface CartItem extends Product {
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  /**
   * The discount code the shopper applied, kept with the cart across reloads; the server checks
   * it on every quote and at the checkout (docs/product/discount-codes.md#in-the-cart).
   */
  discountCode: string | null;
}

function restoreCartState(): CartState {
  const items = readJson<unknown>(STORAGE_KEYS.cart);
  // Only trust well-formed lines: an old or hand-edited entry must not break the shop.
  const valid = Array.isArray(items)
    ? (items as unknown[]).filter(
        (item): item is CartItem =>
          typeof item === 'object' &&
          item !== null &&
          'id' in item &&
          typeof item.id === 'number' &&
          isPriceableLine(item),
      )
    : [];
  return { items: valid, discountCode: readText(STORAGE_KEYS.cartDiscountCode) };
}

/**
 * What a line keeps of a product. The cart is kept in local storage, so a staff
 * viewer's cost price stays out of it, and so does a product page's list of the
 * style's other variants (docs/product/api.md#catalogue).
 */
function shopperFields({
  cost_price: _cost,
  variants: _variants,
  ...product
}: Product & { variants?: unknown }): Product {
  return product;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: restoreCartState,
  reducers: {
    /**
     * Adding a product already in the cart adds to its quantity
     * (docs/product/cart-and-checkout.md#cart-state).
     */
    addToCart(state, action: PayloadAction<{ product: Product; quantity?: number }>) {
      const { product, quantity = 1 } = action.payload;
      const line = state.items.find((item) => item.id === product.id);
      if (line) line.quantity += quantity;
      else state.items.push({ ...shopperFields(product), quantity });
    },
    /** Zero or less removes the line (docs/product/roles-and-rules.md#validation-rules). */
    setQuantity(state, action: PayloadAction<{ id: number; quantity: number }>) {
      const { id, quantity } = action.payload;
      if (quantity <= 0) {
        state.items = state.items.filter((item) => item.id !== id);
        return;
      }
      const line = state.items.find((item) => item.id === id);
      if (line) line.quantity = quantity;
    },
    /**
     * Today's data for the products in the cart (name, price, picture…): each line
     * holding one of them takes it and keeps its quantity. Other lines stay as they are.
     */
    refreshCartProducts(state, action: PayloadAction<Product[]>) {
      for (const product of action.payload) {
        const line = state.items.findIndex((item) => item.id === product.id);
        if (line >= 0)
          state.items[line] = { ...shopperFields(product), quantity: state.items[line]!.quantity };
      }
    },
    removeFromCart(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    clearCart(state) {
      state.items = [];
      state.discountCode = null;
    },
    /** Upper-case and trimmed, as the server compares codes; empty removes it. */
    setDiscountCode(state, action: PayloadAction<string | null>) {
      const code = action.payload?.trim().toUpperCase();
      state.discountCode = code ? code : null;
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectDiscountCode: (state) => state.discountCode,
    /** Number of pieces, not lines: two pairs of the same shoe count as 2. */
    selectCartCount: (state) => state.items.reduce((sum, item) => sum + item.quantity, 0),
    /** Dollars, summed in cents (libs/contracts/src/money.ts). */
    selectCartTotal: (state) => linesTotal(state.items),
  },
});

export const {
  addToCart,
  setQuantity,
  refreshCartProducts,
  removeFromCart,
  clearCart,
  setDiscountCode,
} = cartSlice.actions;
export const { selectCartItems, selectCartCount, selectCartTotal, selectDiscountCode } =
  cartSlice.selectors;
