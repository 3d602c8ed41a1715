// @ts-check
// The people of the store hour, each sending what their screen sends (the remotes' *.api.ts):
// a till (mf-backoffice/src/sales/: scan, typed fragment and size picker, hold and resume,
// the sale, a return), a shopper (mf-storefront: home, list pages and filters, a product, the
// cart's quote, checkout paid by the test card as e2e/tests/checkout-support.ts pays, their own
// orders) and a manager (mf-backoffice inventory and orders desk, mf-reports and the dashboard).
// Each waits between steps as a person does, so the load is the hour's mix, not a flood.
import { randomUUID } from 'node:crypto';

/**
 * What an actor is handed by the load process (store-hour-load.mjs).
 * @typedef {object} Shift
 * @property {(action: string, method: string, path: string, body?: object, headers?: Record<string, string>) => Promise<any>} call
 *   one request as `action`, timed and tallied; the parsed answer when 2xx, else null
 * @property {(fromMs: number, toMs: number) => Promise<void>} pause
 * @property {() => boolean} open whether the hour is still on
 * @property {{ next: () => number, int: (min: number, max: number) => number }} random
 * @property {{ stock: Array<{ id: number, sku: string }>, categories: number[], words: string[], surnames: string[] }} fixtures
 */

/** @template T @param {Shift} shift @param {readonly T[]} list @returns {T | undefined} */
const pick = (shift, list) => list[shift.random.int(0, list.length - 1)];

/** The till's idempotency key, a fresh one per sale or return (sale-key.ts). */
const keyed = () => ({ 'Idempotency-Key': randomUUID() });

/** The test provider's card that pays (libs/contracts/src/payments.ts TEST_CARDS.succeeds). */
const TEST_CARD = { card_number: '4242424242424242', expiry: '12/34', cvc: '123' };
const SHIPPING_ADDRESS = {
  line1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  zip: '10118',
};

/** A line the cashier adds: mostly a scan, sometimes a typed name and the size-by-colour picker. @param {Shift} shift */
async function tillLine(shift) {
  if (shift.random.next() < 0.8) {
    const code = pick(shift, shift.fixtures.stock)?.sku ?? '';
    const found = await shift.call(
      'till: scan (exact code)',
      'GET',
      `/api/pos/lookup?code=${encodeURIComponent(code)}`,
    );
    return found?.variant?.id ?? null;
  }
  const word = pick(shift, shift.fixtures.words) ?? 'tee';
  const list = await shift.call(
    'till: typed fragment',
    'GET',
    `/api/styles/?search=${word}&sort=name&per_page=100`,
  );
  const card = list ? pick(shift, list.styles) : undefined;
  if (!card) return null;
  await shift.pause(1_000, 3_000);
  const style = await shift.call('till: size picker (a style)', 'GET', `/api/styles/${card.id}`);
  const inStock = (style?.style?.variants ?? []).filter(
    (/** @type {{ quantity_in_stock: number }} */ variant) => variant.quantity_in_stock > 5,
  );
  return pick(shift, inStock)?.id ?? null;
}

/**
 * One till: customer after customer, 1 to 4 lines each; one sale in seven held while the
 * customer fetches a size and resumed from the held sales list; one in eight followed by a
 * return of a line of an earlier sale, with its receipt.
 * @param {Shift} shift @param {number} registerId
 */
export async function till(shift, registerId) {
  /** @type {Array<{ id: number, itemId: number }>} */
  const receipts = [];
  while (shift.open()) {
    /** @type {Map<number, number>} */
    const basket = new Map();
    for (let line = shift.random.int(1, 4); line > 0 && shift.open(); line--) {
      await shift.pause(1_000, 3_000);
      const id = await tillLine(shift);
      if (id) basket.set(id, (basket.get(id) ?? 0) + 1);
    }
    let items = [...basket].map(([product_id, quantity]) => ({ product_id, quantity }));
    if (items.length === 0) continue;
    if (shift.random.next() < 1 / 7) {
      const note = `Customer ${shift.random.int(1, 999)} fetching another size`;
      const body = { register_id: registerId, note, items };
      const held = await shift.call('till: hold sale', 'POST', '/api/pos/held-sales', body);
      await shift.pause(10_000, 30_000);
      await shift.call('till: held sales list', 'GET', '/api/pos/held-sales');
      if (!held) continue;
      const resumed = await shift.call(
        'till: resume held sale',
        'POST',
        `/api/pos/held-sales/${held.held_sale.id}/resume`,
        { register_id: registerId },
      );
      if (!resumed) continue;
      items = resumed.held_sale.lines.map(
        (/** @type {{ product_id: number, quantity: number }} */ line) => ({
          product_id: line.product_id,
          quantity: line.quantity,
        }),
      );
    }
    await shift.pause(2_000, 6_000);
    const method = shift.random.next() < 0.6 ? 'card' : 'cash';
    const sale = await shift.call(
      'till: record sale',
      'POST',
      '/api/purchases/',
      { items, payment_method: method, channel: 'pos', register_id: registerId },
      keyed(),
    );
    if (sale) receipts.push({ id: sale.purchase.id, itemId: sale.purchase.items[0].id });
    if (receipts.length > 1 && shift.random.next() < 1 / 8)
      await tillReturn(shift, registerId, receipts);
    await shift.pause(3_000, 10_000);
  }
}

/** A customer back with the receipt of an earlier sale: found by its number, one piece returned. @param {Shift} shift @param {number} registerId @param {Array<{ id: number, itemId: number }>} receipts */
async function tillReturn(shift, registerId, receipts) {
  const receipt = receipts.splice(shift.random.int(0, receipts.length - 2), 1)[0];
  if (!receipt) return;
  await shift.pause(2_000, 5_000);
  const found = await shift.call(
    'till: find sale for return',
    'GET',
    `/api/purchases/${receipt.id}`,
  );
  if (!found) return;
  await shift.pause(3_000, 8_000);
  const line = {
    purchase_item_id: receipt.itemId,
    quantity: 1,
    reason: 'wrong_size',
    disposition: 'restock',
  };
  const body = { purchase_id: receipt.id, register_id: registerId, receipt: true, lines: [line] };
  await shift.call('till: record return', 'POST', '/api/returns/', body, keyed());
}

/** @param {Shift} shift @returns {[string, string]} a list page a shopper opens: its action and query */
function listPage(shift) {
  const roll = shift.random.next();
  if (roll < 0.3) return ['storefront: list, newest', '?page=1'];
  if (roll < 0.55) {
    const category = pick(shift, shift.fixtures.categories);
    return ['storefront: list, filtered', `?category_id=${category}&size=M&in_stock_only=true`];
  }
  if (roll < 0.7) return ['storefront: list, cheapest first', '?sort=price_asc'];
  if (roll < 0.85) return ['storefront: list, deep page', `?page=${shift.random.int(2, 60)}`];
  return ['storefront: search', `?search=${pick(shift, shift.fixtures.words)}`];
}

/**
 * One shopper: visit after visit, from the home page through 2 to 5 list pages to a product;
 * one visit in four buys it (quote, delivery, order, card payment) and looks at their orders.
 * @param {Shift} shift
 */
export async function shopper(shift) {
  while (shift.open()) {
    await shift.call('storefront: home (newest four)', 'GET', '/api/styles/?per_page=4');
    await shift.call('storefront: categories', 'GET', '/api/categories/');
    /** @type {any} */
    let cards = null;
    for (let page = shift.random.int(2, 5); page > 0 && shift.open(); page--) {
      await shift.pause(3_000, 10_000);
      const [action, query] = listPage(shift);
      cards = (await shift.call(action, 'GET', `/api/styles/${query}`)) ?? cards;
    }
    const card = pick(
      shift,
      (cards?.styles ?? []).filter((/** @type {any} */ style) => style.sizes_in_stock.length),
    );
    if (card) {
      await shift.pause(3_000, 10_000);
      const path = `/api/products/${card.default_variant_id}`;
      const product = await shift.call('storefront: product page', 'GET', path);
      if (product && product.product.quantity_in_stock > 0 && shift.random.next() < 0.25)
        await checkout(shift, product.product.id);
    }
    await shift.pause(10_000, 40_000);
  }
}

/** The cart and the checkout dialog (use-cart-quote.ts, use-checkout.ts), then My Purchases. @param {Shift} shift @param {number} productId */
async function checkout(shift, productId) {
  const items = [{ product_id: productId, quantity: 1 }];
  await shift.call('storefront: cart quote', 'POST', '/api/purchases/quote', { items });
  await shift.pause(5_000, 15_000);
  await shift.call('storefront: payment provider', 'GET', '/api/payments/provider');
  await shift.call('storefront: saved addresses', 'GET', '/api/auth/profile/addresses');
  await shift.pause(5_000, 15_000);
  const body = { items, payment_method: 'card', shipping_address: SHIPPING_ADDRESS };
  const placed = await shift.call('storefront: place order', 'POST', '/api/purchases/', body);
  if (!placed) return;
  const paid = await shift.call(
    'storefront: pay by test card',
    'POST',
    `/api/purchases/${placed.purchase.id}/payment`,
    TEST_CARD,
  );
  if (!paid) return;
  await shift.pause(2_000, 6_000);
  await shift.call('customer: own orders, first page', 'GET', '/api/purchases/');
}

/**
 * One manager: a task at a time, in turn the inventory (lists, a product's history, a restock),
 * the orders desk (newest, a search, a filter) and the reports (dashboard, sales, profit).
 * @param {Shift} shift
 */
export async function manager(shift) {
  const day = (/** @type {number} */ daysAgo) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const month = `start_date=${day(30)}&end_date=${day(0)}`;
  const tasks = [
    async () => {
      await shift.call('back office: inventory list', 'GET', '/api/inventory/');
      await shift.pause(2_000, 6_000);
      await shift.call(
        'back office: inventory list, low stock',
        'GET',
        '/api/inventory/?low_stock_only=true',
      );
      await shift.pause(2_000, 6_000);
      const word = pick(shift, shift.fixtures.words);
      await shift.call('back office: inventory search', 'GET', `/api/inventory/?search=${word}`);
      const product = pick(shift, shift.fixtures.stock);
      if (!product) return;
      await shift.pause(2_000, 6_000);
      await shift.call(
        'back office: stock history',
        'GET',
        `/api/inventory/${product.id}/movements`,
      );
      await shift.pause(2_000, 6_000);
      const restock = { quantity: 24, note: 'Store hour delivery' };
      await shift.call(
        'back office: restock',
        'POST',
        `/api/inventory/${product.id}/restock`,
        restock,
      );
    },
    async () => {
      await shift.call('orders desk: newest', 'GET', '/api/purchases/');
      await shift.pause(2_000, 6_000);
      const surname = pick(shift, shift.fixtures.surnames) ?? 'Moreau';
      await shift.call('orders desk: search', 'GET', `/api/purchases/?search=${surname}`);
      await shift.pause(2_000, 6_000);
      const filter = pick(shift, [
        'status=processing',
        'channel=pos',
        `from=${day(7)}&to=${day(0)}`,
      ]);
      await shift.call('orders desk: filter', 'GET', `/api/purchases/?${filter}`);
    },
    async () => {
      await shift.call('reports: dashboard', 'GET', '/api/reports/dashboard');
      await shift.pause(2_000, 6_000);
      await shift.call('reports: sales, 30 days', 'GET', `/api/reports/sales?${month}`);
      await shift.pause(2_000, 6_000);
      await shift.call('reports: profit, 30 days', 'GET', `/api/reports/profit?${month}`);
    },
  ];
  for (let turn = shift.random.int(0, tasks.length - 1); shift.open(); turn++) {
    await tasks[turn % tasks.length]?.();
    await shift.pause(3_000, 10_000);
  }
}
