import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { injectStoredSlice, readStoredJson } from '@shop/shop-state';

/** The browser's own entry: this till's register survives a reload and a sign-out. */
const REGISTER_STORAGE_KEY = 'pos_register';

interface TillRegisterState {
  /** The register this browser sells on, as chosen at the till; null until one is. */
  registerId: number | null;
}

function restore(): TillRegisterState {
  const saved = readStoredJson<Partial<TillRegisterState>>(REGISTER_STORAGE_KEY);
  const id = saved?.registerId;
  return { registerId: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null };
}

/**
 * Which register this till is (docs/product/point-of-sale.md#the-register-and-its-drawer): a
 * browser stands at one counter, so the choice is kept in local storage, apart from the cart.
 */
const tillRegister = createSlice({
  name: 'tillRegister',
  initialState: restore,
  reducers: {
    tillRegisterChosen(state, action: PayloadAction<number | null>) {
      state.registerId = action.payload;
    },
  },
  selectors: {
    selectTillRegisterId: (state) => state.registerId,
  },
});

export const tillRegisterSlice = injectStoredSlice(tillRegister, REGISTER_STORAGE_KEY);

declare module '@shop/shop-state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof tillRegister> {}
}

export const { tillRegisterChosen } = tillRegisterSlice.actions;
export const { selectTillRegisterId } = tillRegisterSlice.selectors;
