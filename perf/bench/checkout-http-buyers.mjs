// @ts-check
// API side of the checkout benchmark, run pinned to the load core:
// `node perf/bench/checkout-http-buyers.mjs '<json>'` with { base, token, ...buyer options }.
// Each buyer POSTs /api/purchases/ with a bearer token over a kept-alive connection;
// prints the tallies as one JSON line.
import { runBuyers } from './buyer-loop.mjs';
import { keepAliveClient } from './keep-alive-client.mjs';

const { base, token, ...options } = JSON.parse(process.argv[2]);
const client = keepAliveClient(base);
const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

/** A customer's web order carries a delivery address (docs/product/cart-and-checkout.md#delivery-address). */
const SHIPPING_ADDRESS = {
  line1: '350 Fifth Avenue',
  line2: 'Suite 4100',
  city: 'New York',
  state: 'NY',
  zip: '10118',
};

/**
 * @param {import('./buyer-loop.mjs').BasketLine[]} items
 * @returns {Promise<'created' | 'conflict'>}
 */
async function buyOnce(items) {
  const body = JSON.stringify({
    items,
    payment_method: 'card',
    shipping_address: SHIPPING_ADDRESS,
  });
  const { status, text } = await client.request('POST', '/api/purchases/', headers, body);
  if (status === 201) return 'created';
  if (status === 409 && text.includes('Insufficient stock')) return 'conflict';
  throw new Error(`${status} ${text.slice(0, 200)}`);
}

const cpuBefore = process.cpuUsage();
const counted = await runBuyers(buyOnce, options);
const cpu = process.cpuUsage(cpuBefore);
const tally = {
  ...counted,
  cpuMsPerAnswer: (cpu.user + cpu.system) / 1000 / counted.answeredInAll,
};
client.close();
process.stdout.write(`${JSON.stringify(tally)}\n`);
