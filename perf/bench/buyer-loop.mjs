// @ts-check
// The buyers of the checkout benchmark, shared by both sides so they shop alike: each of
// `buyers` loops picks 1-3 distinct products among `productIds` (1-2 pieces each) and buys
// them back to back. Only purchases that start after the warm-up and end before the
// deadline count; prints nothing, returns the tallies (with each counted purchase's latency).
/** @typedef {{ product_id: number, quantity: number }} BasketLine */
/** @typedef {Awaited<ReturnType<typeof runBuyers>>} Tally */

/** @param {number[]} productIds @returns {BasketLine[]} */
function basket(productIds) {
  /** @type {Map<number, number>} */
  const lines = new Map();
  const wanted = 1 + Math.floor(Math.random() * 3);
  while (lines.size < wanted) {
    const id = /** @type {number} */ (productIds[Math.floor(Math.random() * productIds.length)]);
    lines.set(id, 1 + Math.floor(Math.random() * 2));
  }
  return [...lines].map(([product_id, quantity]) => ({ product_id, quantity }));
}

/**
 * `buyOnce(items)` resolves to 'created' or 'conflict' (short stock) and throws on anything else.
 * @param {(items: BasketLine[]) => Promise<'created' | 'conflict'>} buyOnce
 * @param {{ buyers: number, warmUpSeconds: number, seconds: number, productIds: number[] }} options
 */
export async function runBuyers(buyOnce, { buyers, warmUpSeconds, seconds, productIds }) {
  const measureFrom = performance.now() + warmUpSeconds * 1000;
  const until = measureFrom + seconds * 1000;
  const tally = {
    /** @type {number[]} */ latencies: [],
    conflicts: 0,
    errors: 0,
    /** @type {string | null} */ firstError: null,
    attempted: 0,
  };
  let answeredInAll = 0;
  const buyer = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      let outcome;
      try {
        outcome = await buyOnce(basket(productIds));
      } catch (error) {
        outcome = 'error';
        tally.firstError ??= String(error instanceof Error ? error.message : error);
      }
      const ended = performance.now();
      answeredInAll++;
      if (started < measureFrom || ended > until) continue;
      tally.attempted++;
      if (outcome === 'created') tally.latencies.push(ended - started);
      else if (outcome === 'conflict') tally.conflicts++;
      else tally.errors++;
    }
  };
  await Promise.all(Array.from({ length: buyers }, buyer));
  const sorted = tally.latencies.sort((a, b) => a - b);
  return {
    purchasesPerSecond: sorted.length / seconds,
    purchases: sorted.length,
    latencies: sorted,
    conflicts: tally.conflicts,
    errors: tally.errors,
    firstError: tally.firstError,
    attempted: tally.attempted,
    answeredInAll,
  };
}
