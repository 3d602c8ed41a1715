// @ts-check
// `node perf/devices/style-list-summary.mjs [--quick] [--sales] [--database <url>]`: the back office's style
// list (`GET /api/catalogue/styles`) by stock state, stock and price as the API sends it now
// (through @shop/api/bench-sql: `style` alone, its kept list summary) beside what it sent before
// (as of commit ee3e193b: every variant of every style grouped and summed); then what the summary
// costs a sale: one variant's stock taken in a transaction, rolled back, with and without the
// summary's statements (stock-ledger-styles.ts `shiftStyleStock`), alone and from ten tills
// selling sizes of one style at once. On the styles bench's catalogue
// (200,070 variants, a scratch database; `--database` reuses a seeded one), one connection.
// Prints each plan, the rows each side reads (Handler_read_*, independent of load), then wall time
// per statement, the sides in alternating blocks, medians, with the load average.
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import os from 'node:os';
import mysql from 'mysql2/promise';
import * as bench from '../bench/support.mjs';
import { costPerCall, median, rowsRead, stylesCatalogue } from './support.mjs';

/** @typedef {{ sql: string, values: unknown[] }} Statement */

// The list's statements as of commit ee3e193b (staff-style-list.query.ts), for active styles.
const ACTIVE = 'p.is_archived = 0';
const STOCK = 'coalesce(i.quantity_in_stock, 0)';
const WORST_STATE =
  `coalesce(min(case when ${ACTIVE} then (case when ${STOCK} <= 0 then 0 ` +
  `when ${STOCK} <= coalesce(i.minimum_stock_level, 0) then 1 else 2 end) end), 0)`;
const BY_NAME = 's.name asc, s.id asc';
/** @type {Record<string, string>} */
const OLD_ORDERS = {
  name: BY_NAME,
  price_asc: `coalesce(min(case when ${ACTIVE} then p.selling_price_cents end), min(p.selling_price_cents), 0) asc, ${BY_NAME}`,
  price_desc: `coalesce(max(case when ${ACTIVE} then p.selling_price_cents end), max(p.selling_price_cents), 0) desc, ${BY_NAME}`,
  stock: `sum(case when ${ACTIVE} then ${STOCK} else 0 end) asc, ${BY_NAME}`,
};
const STATES = ['out_of_stock', 'low_stock', 'in_stock'];
const LIST_QUERIES = [
  'stock_status=low_stock',
  'sort=stock',
  'sort=price_asc',
  'sort=price_desc',
  'stock_status=low_stock&sort=stock',
];

/** @param {URLSearchParams} search @returns {{ count: Statement, pageQuery: Statement }} */
function oldStatements(search) {
  const state = search.get('stock_status');
  const summed =
    'select s.id from style as s left join product as p on p.style_id = s.id' +
    ' left join inventory_record as i on i.product_id = p.id where s.is_active = ?' +
    ` group by s.id, s.name${state ? ` having ${WORST_STATE} = ?` : ''}`;
  const values = state ? [1, STATES.indexOf(state)] : [1];
  return {
    count: state
      ? { sql: `select count(*) as total from (${summed}) as t`, values }
      : { sql: 'select count(*) as total from style as s where s.is_active = ?', values: [1] },
    pageQuery: {
      sql: `${summed} order by ${OLD_ORDERS[search.get('sort') ?? 'name']} limit ?`,
      values: [...values, 20],
    },
  };
}

bench.buildApi();
const database = await stylesCatalogue('style_list_summary');
const db = await mysql.createConnection(database.url);
const load = () => os.loadavg()[0].toFixed(1);
/** @param {Statement} statement */
const run = async (statement) => (await db.query(statement.sql, statement.values))[0];
/**
 * @param {string} name @param {{ before: () => Promise<unknown>, after: () => Promise<unknown> }} sides
 * @param {{ rounds: number, perBlock: number }} blocks
 */
async function compare(name, sides, blocks) {
  console.log('Rows read (Handler_read_*):', {
    before: await rowsRead(db, sides.before),
    after: await rowsRead(db, sides.after),
  });
  const started = load();
  const costs = await costPerCall(sides, blocks);
  console.log(`${name}, wall time, medians of alternating blocks (load ${started} → ${load()}):`);
  for (const [side, cost] of Object.entries(costs))
    console.log(`  ${side}: ${cost.wallMs.toFixed(2)} ms`);
}

try {
  const { staffStyleListStatements } = createRequire(import.meta.url)('@shop/api/bench-sql');
  // `--sales` measures the sale's side only (the old list statements take seconds each).
  const lists = process.argv.includes('--sales') ? [] : LIST_QUERIES;
  for (const query of lists) {
    const search = new URLSearchParams(query);
    const before = oldStatements(search);
    /** @type {{ count: Statement, pageQuery: Statement }} */
    const after = staffStyleListStatements(search);
    for (const part of /** @type {const} */ (['count', 'pageQuery'])) {
      const answers = [await run(before[part]), await run(after[part])];
      const plain = answers.map((rows) => JSON.parse(JSON.stringify(rows)));
      if (!isDeepStrictEqual(plain[0], plain[1]))
        throw new Error(`${query} ${part}: the two statements answer differently`);
    }
    console.log(`\n?${query}: ${after.count.sql}; ${after.pageQuery.sql}`);
    const [plan] = await db.query(`explain ${after.pageQuery.sql}`, after.pageQuery.values);
    console.table(plan);
    await compare(
      `?${query}, count and page`,
      {
        before: async () => Promise.all([run(before.count), run(before.pageQuery)]),
        after: async () => Promise.all([run(after.count), run(after.pageQuery)]),
      },
      { rounds: bench.sized(5, 3), perBlock: 1 },
    );
  }

  // A sale of one unit of a stocked, active variant, rolled back: the ledger's decrement, then
  // (after) the summary's read of the record and its update of the style.
  const [[variant]] = /** @type {[{ id: number }[], unknown]} */ (
    await db.query(
      'select p.id from product p join inventory_record i on i.product_id = p.id' +
        ' where p.is_archived = 0 and i.quantity_in_stock > 50 order by p.id limit 1',
    )
  );
  const id = Number(variant?.id);
  /** @param {boolean} withSummary */
  const sale = async (withSummary) => {
    await db.query('begin');
    await db.query(
      'update inventory_record set quantity_in_stock = quantity_in_stock - ?' +
        ' where product_id = ? and quantity_in_stock >= ?',
      [1, id, 1],
    );
    if (withSummary) {
      await db.query(
        'select i.product_id, i.quantity_in_stock, i.minimum_stock_level, p.style_id' +
          ' from inventory_record i join product p on p.id = i.product_id where i.product_id in (?)',
        [id],
      );
      await db.query(
        'update style set stock_quantity = stock_quantity + ?, low_variants = low_variants + ?,' +
          ' out_variants = out_variants + ?' +
          ' where id = (select p.style_id from product p where p.id = ? and p.is_archived = 0)',
        [-1, 0, 0, id],
      );
    }
    await db.query('rollback');
  };
  console.log(
    `\nA sale's stock statements, variant ${id}, with the style's summary (after) or not`,
  );
  await compare(
    'a sale',
    { before: () => sale(false), after: () => sale(true) },
    { rounds: bench.sized(9, 3), perBlock: bench.sized(200, 20) },
  );

  // Ten tills at once, each selling one size of the same style over and over (a transaction of
  // one sale's stock statements, rolled back): with the summary they queue on the style's row.
  const [[busy]] = /** @type {[{ style_id: number }[], unknown]} */ (
    await db.query('select style_id from product where id = ?', [id])
  );
  const [sizes] = /** @type {[{ id: number }[], unknown]} */ (
    await db.query('select id from product where style_id = ? and is_archived = 0 order by id', [
      busy?.style_id,
    ])
  );
  const tills = await Promise.all(
    Array.from({ length: 10 }, () => mysql.createConnection(database.url)),
  );
  /** @param {boolean} withSummary @param {number} ms */
  const storm = async (withSummary, ms) => {
    const until = performance.now() + ms;
    let sales = 0;
    await Promise.all(
      tills.map(async (till, n) => {
        const size = Number(sizes[n % sizes.length]?.id);
        while (performance.now() < until) {
          await till.query('begin');
          await till.query(
            'update inventory_record set quantity_in_stock = quantity_in_stock - 1' +
              ' where product_id = ? and quantity_in_stock >= 1',
            [size],
          );
          if (withSummary) {
            await till.query(
              'select i.quantity_in_stock, i.minimum_stock_level, p.style_id' +
                ' from inventory_record i join product p on p.id = i.product_id where i.product_id in (?)',
              [size],
            );
            await till.query(
              'update style set stock_quantity = stock_quantity - 1' +
                ' where id = (select p.style_id from product p where p.id = ? and p.is_archived = 0)',
              [size],
            );
          }
          await till.query('rollback');
          sales++;
        }
      }),
    );
    return (sales * 1000) / ms;
  };
  const rates = { before: /** @type {number[]} */ ([]), after: /** @type {number[]} */ ([]) };
  const started = load();
  for (let round = 0; round < bench.sized(7, 3); round++)
    for (const side of round % 2 ? ['after', 'before'] : ['before', 'after'])
      rates[/** @type {'before' | 'after'} */ (side)].push(await storm(side === 'after', 2000));
  console.log(
    `\nTen tills selling sizes of style ${busy?.style_id}, sales/s, medians of alternating 2 s blocks` +
      ` (load ${started} → ${load()}): before ${median(rates.before).toFixed(0)},` +
      ` after ${median(rates.after).toFixed(0)}`,
  );
  await Promise.all(tills.map((till) => till.end()));
} finally {
  await db.end();
  await database.drop();
}
