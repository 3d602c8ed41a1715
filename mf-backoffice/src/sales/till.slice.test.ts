import { makeHeldSaleLine, makeProduct, makeTillCustomer } from '@shop/testing';
import { createShopStore } from '@shop/shop-state';
import {
  heldSaleResumed,
  saleRecorded,
  saleStarted,
  selectSaleAttempt,
  selectTillCount,
  selectTillCustomer,
  selectTillLines,
  selectTillSelectedId,
  selectTillTotal,
  tillLineRemoved,
  tillProductAdded,
  tillProductsRefreshed,
  tillQuantitySet,
  tillSelectionMoved,
} from './till.slice';

const tee = makeProduct({ id: 7, selling_price: 25, quantity_in_stock: 3, cost_price: 9 });
const cap = makeProduct({ id: 8, selling_price: 19.99, quantity_in_stock: 10 });
const sock = makeProduct({ id: 9, selling_price: 0.1, quantity_in_stock: 0 });
const lineIds = (store: ReturnType<typeof createShopStore>) =>
  selectTillLines(store.getState()).map(({ id, quantity }) => [id, quantity]);

describe('the till', () => {
  it('adds one at a time up to the stock, never an out-of-stock product, and selects what it added', () => {
    const store = createShopStore();
    for (let scan = 0; scan < 4; scan += 1) store.dispatch(tillProductAdded(tee));
    store.dispatch(tillProductAdded(cap));
    store.dispatch(tillProductAdded(sock));

    expect(lineIds(store)).toEqual([
      [7, 3],
      [8, 1],
    ]);
    expect(selectTillSelectedId(store.getState())).toBe(8);
    expect(selectTillCount(store.getState())).toBe(4);
    expect(selectTillTotal(store.getState())).toBe(94.99);
    expect(selectTillLines(store.getState())[0]).not.toHaveProperty('cost_price');
  });

  it('keeps quantities between 1 and the stock, and moves the selection within the lines', () => {
    const store = createShopStore();
    store.dispatch(tillProductAdded(tee));
    store.dispatch(tillProductAdded(cap));
    store.dispatch(tillQuantitySet({ id: 7, quantity: 9 }));
    store.dispatch(tillQuantitySet({ id: 8, quantity: 0 }));
    expect(lineIds(store)).toEqual([
      [7, 3],
      [8, 1],
    ]);

    store.dispatch(tillSelectionMoved(1));
    expect(selectTillSelectedId(store.getState())).toBe(8);
    store.dispatch(tillSelectionMoved(-1));
    store.dispatch(tillSelectionMoved(-1));
    expect(selectTillSelectedId(store.getState())).toBe(7);

    store.dispatch(tillLineRemoved(7));
    expect(selectTillSelectedId(store.getState())).toBe(8);
    store.dispatch(tillLineRemoved(8));
    expect(selectTillSelectedId(store.getState())).toBeNull();
  });

  it("takes today's stock and price for its lines, keeping the quantities", () => {
    const store = createShopStore();
    store.dispatch(tillProductAdded(cap));
    store.dispatch(tillProductsRefreshed([{ ...cap, selling_price: 15, quantity_in_stock: 4 }]));
    expect(selectTillLines(store.getState())[0]).toMatchObject({
      selling_price: 15,
      quantity_in_stock: 4,
      quantity: 1,
    });
  });

  it('survives a reload under its own key, the sale in flight with it, and ends when recorded', () => {
    const first = createShopStore();
    first.dispatch(tillProductAdded(cap));
    const attempt = {
      key: 'key-1',
      userId: 2,
      body: { items: [{ product_id: 8, quantity: 1 }], payment_method: 'card' as const },
    };
    first.dispatch(saleStarted(attempt));
    expect(localStorage.getItem('cart')).toBeNull();

    const reloaded = createShopStore();
    expect(lineIds(reloaded)).toEqual([[8, 1]]);
    expect(selectSaleAttempt(reloaded.getState())).toEqual(attempt);

    reloaded.dispatch(saleRecorded());
    expect(lineIds(createShopStore())).toEqual([]);
    expect(selectSaleAttempt(createShopStore().getState())).toBeNull();
  });

  it('starts empty from a corrupt or hand-edited entry', () => {
    localStorage.setItem(
      'pos_cart',
      '{"lines": [{"id": "x"}, {"id": 8, "quantity": 2, "selling_price": 5}]',
    );
    expect(lineIds(createShopStore())).toEqual([]);
    localStorage.setItem(
      'pos_cart',
      '{"lines": [{"id": "x"}, {"id": 8, "quantity": 2, "selling_price": 5}]}',
    );
    expect(lineIds(createShopStore())).toEqual([[8, 2]]);
  });

  it('resumes a held sale in place of the cart: today’s stock caps each line, its customer comes too', () => {
    const store = createShopStore();
    store.dispatch(tillProductAdded(tee));
    const maya = makeTillCustomer();
    store.dispatch(
      heldSaleResumed({
        customer: maya,
        lines: [
          makeHeldSaleLine({ product_id: 8, quantity: 3, quantity_in_stock: 2 }),
          makeHeldSaleLine({ product_id: 9, sku: 'SO-9', quantity: 1, quantity_in_stock: 0 }),
          makeHeldSaleLine({ product_id: 10, sku: 'TB-10', quantity: 2, quantity_in_stock: 5 }),
        ],
      }),
    );
    expect(lineIds(store)).toEqual([
      [8, 2],
      [10, 2],
    ]);
    expect(selectTillSelectedId(store.getState())).toBe(10);
    expect(selectTillCustomer(store.getState())).toEqual(maya);
    store.dispatch(saleRecorded());
    expect(selectTillCustomer(store.getState())).toBeNull();
  });
});
