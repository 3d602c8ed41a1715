import { createSlice } from '@reduxjs/toolkit';
import { readJson } from './storage';
import { getStore, injectStoredSlice } from './store';

const tally = createSlice({
  name: 'tally',
  initialState: () => readJson<{ count: number }>('tally_test') ?? { count: 0 },
  reducers: {
    counted(state) {
      state.count += 1;
    },
  },
  selectors: { selectCount: (state) => state.count },
});

describe('a remote’s stored slice', () => {
  it('joins the running store at once, restored from its key, and is written back on change', () => {
    localStorage.setItem('tally_test', JSON.stringify({ count: 4 }));
    const store = getStore();
    const injected = injectStoredSlice(tally, 'tally_test');
    // Declared by its remote in a real one (LazyLoadedSlices); here, by hand.
    const state = () => store.getState() as { tally?: { count: number } };
    expect(state().tally).toEqual({ count: 4 });

    store.dispatch(injected.actions.counted());
    expect(injected.selectors.selectCount(state())).toBe(5);
    expect(JSON.parse(localStorage.getItem('tally_test') ?? '{}')).toEqual({ count: 5 });
  });

  it('refuses a key the shop or another slice already keeps', () => {
    expect(() =>
      injectStoredSlice(createSlice({ name: 'other', initialState: 0, reducers: {} }), 'cart'),
    ).toThrow(/cart/);
    expect(() =>
      injectStoredSlice(
        createSlice({ name: 'again', initialState: 0, reducers: {} }),
        'tally_test',
      ),
    ).toThrow(/tally_test/);
  });
});
