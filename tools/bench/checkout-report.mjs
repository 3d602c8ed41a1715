// docs/bench-checkout.md from the checkout benchmark's results.
import { writeDoc } from './support.mjs';

const TARGET_RATIO = 0.5;
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

function row(label, r) {
  const failures = r.errors > 0 ? `${r.errors} (first: ${r.firstError})` : '0';
  return `| ${label} | **${r.purchasesPerSecond.toFixed(1)}** | ${ms(r.p50)} | ${ms(r.p99)} | ${r.conflicts} | ${failures} |`;
}

function stockRow(label, s) {
  const verdict =
    s.negative === 0 && s.mismatches.length === 0 ? '**zero oversell**' : '**OVERSOLD**';
  const mismatched =
    s.mismatches.length === 0
      ? 'none'
      : `${s.mismatches.length} (product ids ${s.mismatches.slice(0, 10).join(', ')}${s.mismatches.length > 10 ? ', …' : ''})`;
  return `| ${label} | ${s.purchases} | ${s.piecesSold} | ${s.soldOut} | ${s.negative} | ${mismatched} | ${s.unaccounted} | ${verdict} |`;
}

export async function writeCheckoutReport({ load, results: { api, bare }, machine }) {
  const ratio = api.purchasesPerSecond / bare.purchasesPerSecond;
  const lines = [
    '# Checkout throughput',
    '',
    `Measured by \`npm run bench\` (tools/bench/checkout.mjs) on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `- Machine: ${machine}.`,
    `- Load: ${load.buyers} concurrent buyers, each buying 1-3 distinct random products (1-2 pieces each) among the same 100 products, back to back; ${load.warmUpSeconds} s warm-up, then ${load.seconds} s measured. Stock is limited: 10 of the 100 products hold 5-20 pieces and sell out early (later baskets holding them get a 409), the others 1,000-3,000.`,
    "- API side: `POST /api/purchases/` with the demo customer's bearer token against the built API (core 0, `NODE_ENV=production`); the buyers run in a separate process on core 1.",
    "- Bare side: the same transaction straight on a mysql2 pool of the API's size (10 connections), in one process on core 0: price the products, insert the purchase and its items, then per product in ascending id order `UPDATE inventory_record SET quantity_in_stock = quantity_in_stock - ? WHERE product_id = ? AND quantity_in_stock >= ?` (no row touched = short stock, roll back) and one `sale` ledger row each (tools/bench/bare-checkout.mjs).",
    '- Each side runs on its own fresh database prepared identically (migrated and seeded by the API, 200 products, the same 100 stocked the same way); both are dropped afterwards. MariaDB is not pinned.',
    '',
    '| side | purchases/s (201) | p50 | p99 | 409 short stock | other failures |',
    '| --- | --- | --- | --- | --- | --- |',
    row('API (NestJS + MikroORM)', api),
    row('bare mysql2 transaction', bare),
    '',
    `Ratio API ÷ bare: **${ratio.toFixed(2)}** (target at least ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'missed'}). Latencies are of successful purchases only; the API's include HTTP, the bare side's do not.`,
    '',
    '## Zero oversell, checked after the run',
    '',
    "For each of the 100 products: no stock below zero, and initial stock − pieces in the run's non-cancelled purchases = current stock = sum of its stock ledger (`stock_movement`).",
    '',
    '| side | purchases written | pieces sold | products sold out | negative stock rows | products that do not add up | pieces sold but still counted in stock | result |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    stockRow('API', api.stock),
    stockRow('bare', bare.stock),
    '',
  ];
  await writeDoc('bench-checkout.md', `${lines.join('\n')}\n`);
}
