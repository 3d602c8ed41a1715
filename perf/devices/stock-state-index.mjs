// @ts-check
// `node perf/devices/stock-state-index.mjs [--quick]`: what the stored stock state
// (docs/decisions/0116-stored-stock-state.md) costs the stock ledger's hot statement. Two
// copies of `inventory_record` on a throwaway MariaDB/MySQL database, 10,000 records each, one
// as before migration 20261130130000 and one with its generated `stock_state` column and its
// two indexes; 10 connections send the sale's conditional decrement
// (services/api/src/inventory/stock-ledger.ts `withdrawStock`), each in its own autocommitted
// transaction, on random records. `--states` starts every record at its minimum + 1, so each
// record's first decrement moves it to low (its index entry then moves too); by default stock
// is ample and the state never changes, as on most sales. The two tables in
// alternating blocks; medians of the blocks' decrements per second.
import mysql from 'mysql2/promise';
import os from 'node:os';
import * as bench from '../bench/support.mjs';
import { median } from './support.mjs';

const RECORDS = 10_000;
const CONNECTIONS = 10;
const BLOCKS = bench.sized(8, 2);
const BLOCK_MS = bench.sized(2_000, 500);
const STATES = process.argv.includes('--states');

const COLUMNS =
  'id integer not null auto_increment primary key, product_id integer not null,' +
  ' quantity_in_stock integer not null, minimum_stock_level integer not null,' +
  ' maximum_stock_level integer not null, last_restocked datetime null,' +
  ' unique key (product_id), key (quantity_in_stock), check (quantity_in_stock >= 0)';
const STATE =
  ', stock_state int generated always as (case when quantity_in_stock = 0 then 0' +
  ' when quantity_in_stock <= minimum_stock_level then 1 else 2 end) virtual,' +
  ' key (stock_state), key (last_restocked)';
const TABLES = {
  'as before': `create table plain (${COLUMNS})`,
  'with stock_state': `create table state (${COLUMNS}${STATE})`,
};
const NAMES = { 'as before': 'plain', 'with stock_state': 'state' };

const database = await bench.createScratchDatabase('stock_state');
const pool = mysql.createPool({ uri: database.url, connectionLimit: CONNECTIONS });
try {
  const start = STATES ? 11 : 1_000_000;
  for (const [side, ddl] of Object.entries(TABLES)) {
    await pool.query(ddl);
    const rows = Array.from({ length: RECORDS }, (_, i) => [i + 1, start, 10, 120]);
    await pool.query(
      `insert into ${NAMES[/** @type {keyof typeof NAMES} */ (side)]}` +
        ' (product_id, quantity_in_stock, minimum_stock_level, maximum_stock_level) values ?',
      [rows],
    );
  }
  const random = bench.seededRandom(7);
  /** @param {string} table */
  async function block(table) {
    const until = performance.now() + BLOCK_MS;
    let done = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const productId = random.int(1, RECORDS);
          await pool.query(
            `update ${table} set quantity_in_stock = quantity_in_stock - ?` +
              ' where product_id = ? and quantity_in_stock >= ?',
            [1, productId, 1],
          );
          done++;
        }
      }),
    );
    return (done * 1000) / BLOCK_MS;
  }
  /** @type {Record<string, number[]>} */
  const rates = { plain: [], state: [] };
  await block('plain');
  await block('state');
  for (let round = 0; round < BLOCKS; round++)
    for (const table of round % 2 ? ['state', 'plain'] : ['plain', 'state'])
      rates[table]?.push(await block(table));
  const [plain, state] = [median(rates.plain ?? []), median(rates.state ?? [])];
  const spread = (/** @type {number[]} */ values) =>
    `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
  console.log(
    `${STATES ? 'states moving' : 'ample stock'}: decrements/s as before ${plain.toFixed(0)},` +
      ` with stock_state ${state.toFixed(0)} (${((state / plain - 1) * 100).toFixed(1)} %);` +
      ` blocks ${spread(rates.plain ?? [])} and ${spread(rates.state ?? [])};` +
      ` ${BLOCKS} blocks of ${BLOCK_MS} ms each, ${CONNECTIONS} connections;` +
      ` load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
  );
} finally {
  await pool.end();
  await database.drop();
}
