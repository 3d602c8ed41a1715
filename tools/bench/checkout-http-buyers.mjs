// API side of the checkout benchmark, run pinned to the load core:
// `node tools/bench/checkout-http-buyers.mjs '<json>'` with { base, token, ...buyer options }.
// Each buyer POSTs /api/purchases/ with a bearer token; prints the tallies as one JSON line.
import { runBuyers } from './buyer-loop.mjs';

const { base, token, ...options } = JSON.parse(process.argv[2]);

async function buyOnce(items) {
  const response = await fetch(`${base}/api/purchases/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ items, payment_method: 'card' }),
  });
  const text = await response.text();
  if (response.status === 201) return 'created';
  if (response.status === 409 && text.includes('Insufficient stock')) return 'conflict';
  throw new Error(`${response.status} ${text.slice(0, 200)}`);
}

process.stdout.write(`${JSON.stringify(await runBuyers(buyOnce, options))}\n`);
