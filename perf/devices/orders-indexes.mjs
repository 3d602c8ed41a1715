// @ts-check
// `node perf/devices/orders-indexes.mjs`: each index of Migration20261130140000 on the orders
// desk's own statements, on the orders benchmark's kept database (`npm run bench -- orders` seeds
// `shop_bench_orders` first): the statement as the API sends it, then the same with that index
// ignored (`IGNORE INDEX`), in alternating runs on one connection, medians in ms; and the search as
// one `or` condition (before) against the union of lookups (after), capped at 20 s a statement.
// Prints the load average beside the figures.
import os from 'node:os';
import mysql from 'mysql2/promise';
import { MYSQL_SERVER, median } from '../bench/support.mjs';

const RUNS = 7;
const url = `${MYSQL_SERVER}/${process.env.ORDERS_DATABASE ?? 'shop_bench_orders'}`;
const connection = await mysql.createConnection({ uri: url });
const [[row]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
  await connection.query(
    "SELECT (SELECT id FROM user WHERE username = 'staff') AS cashier, (SELECT id FROM product WHERE sku LIKE 'BENCH-%' ORDER BY id LIMIT 1 OFFSET 7) AS product",
  )
);
const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const words = (/** @type {string} */ w) =>
  `(instr(lower(u.first_name), '${w}') > 0 or instr(lower(u.last_name), '${w}') > 0 or instr(lower(u.email), '${w}') > 0 or instr(lower(u.username), '${w}') > 0)`;
const taken = (/** @type {string} */ w) =>
  `(instr(lower(t.customer_name), '${w}') > 0 or instr(lower(t.customer_email), '${w}') > 0)`;

/** @type {Array<{ index: string, what: string, sql: (hint: string) => string }>} */
const PROBES = [
  {
    index: 'purchase_status_created_at_index',
    what: 'count, status processing in 30 days',
    sql: (hint) =>
      `select count(*) from purchase p ${hint} where p.status = 'processing' and p.created_at >= '${since}'`,
  },
  {
    index: 'purchase_payment_status_created_at_index',
    what: 'count, payment pending in 30 days',
    sql: (hint) =>
      `select count(*) from purchase p ${hint} where p.payment_status = 'pending' and p.created_at >= '${since}'`,
  },
  {
    index: 'purchase_cashier_id_created_at_index',
    what: 'page 500, one cashier',
    sql: (hint) =>
      `select p.id from purchase p ${hint} where p.cashier_id = ${row?.cashier} order by p.created_at desc, p.id desc limit 20 offset 9980`,
  },
  {
    index: 'purchase_till_customer_index',
    what: 'till sales naming "moreau"',
    sql: (hint) =>
      `select t.id, t.created_at from purchase t ${hint} where t.channel = 'pos' and t.customer_name is not null and ${taken('moreau')}` +
      ` union select t.id, t.created_at from purchase t ${hint} where t.channel = 'pos' and t.customer_name is null and t.customer_email is not null and ${taken('moreau')}`,
  },
  {
    index: 'purchase_item_product_id_purchase_id_index',
    what: "one product's purchases",
    sql: (hint) =>
      `select s.id, s.created_at from purchase_item pi ${hint} join purchase s on s.id = pi.purchase_id where pi.product_id = ${row?.product}`,
  },
];

/** @param {string} sql */
async function timed(sql) {
  const started = performance.now();
  try {
    await connection.query(`SET STATEMENT max_statement_time = 20 FOR ${sql}`);
  } catch (error) {
    if (!String(error).includes('max_statement_time')) throw error;
    return Infinity;
  }
  return performance.now() - started;
}

const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '> 20 s');
console.log(
  `load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
for (const probe of PROBES) {
  /** @type {number[]} */ const withIndex = [];
  /** @type {number[]} */ const without = [];
  for (let run = 0; run < RUNS; run++) {
    withIndex.push(await timed(probe.sql('')));
    without.push(await timed(probe.sql(`ignore index (${probe.index})`)));
  }
  console.log(
    `${probe.index} (${probe.what}): ${ms(median(withIndex))} with, ${ms(median(without))} without; load ${os.loadavg()[0]?.toFixed(1)}`,
  );
}

// The search as one condition (before 0118) and as the union of lookups (after): page 1 and the
// count, for a surname many customers share and for an order number.
/** @param {string} text the search, lower case @param {number | null} saleId */
function searches(text, saleId) {
  const number = saleId === null ? '' : ` or p.id = ${saleId}`;
  const oneCondition = `from purchase p left join user u on u.id = p.user_id where ((p.channel = 'web' and ${words(text)}) or (p.channel = 'pos' and ${taken(text).replaceAll('t.', 'p.')}) or p.id in (select pi.purchase_id from purchase_item pi where pi.product_id in (select pr.id from product pr where pr.sku = '${text.toUpperCase()}' or pr.barcode = '${text}'))${number})`;
  const till = (/** @type {string} */ which) =>
    `select t.id, t.created_at from purchase t where t.channel = 'pos' and ${which} and ${taken(text)}`;
  const matches =
    (saleId === null
      ? ''
      : `select n.id, n.created_at from purchase n where n.id = ${saleId} union `) +
    `select s.id, s.created_at from purchase_item pi join purchase s on s.id = pi.purchase_id where pi.product_id in (select pr.id from product pr where pr.sku = '${text.toUpperCase()}' or pr.barcode = '${text}')` +
    ` union select w.id, w.created_at from purchase w where w.channel = 'web' and w.user_id in (select u.id from user u where ${words(text)})` +
    ` union ${till('t.customer_name is not null')} union ${till('t.customer_name is null and t.customer_email is not null')}`;
  const union = `from purchase p join (${matches}) as m on m.id = p.id`;
  return {
    page: [
      `select p.id ${oneCondition} order by p.created_at desc, p.id desc limit 20`,
      `select p.id ${union} order by m.created_at desc, m.id desc limit 20`,
    ],
    count: [`select count(*) ${oneCondition}`, `select count(*) ${union}`],
  };
}
const [[middle]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
  await connection.query('SELECT FLOOR(AVG(id)) AS id FROM purchase')
);
for (const [label, text, saleId] of /** @type {const} */ ([
  ['"moreau"', 'moreau', null],
  [`"#${middle?.id}"`, `#${middle?.id}`, Number(middle?.id)],
])) {
  const statements = searches(text, saleId);
  for (const part of /** @type {const} */ (['page', 'count'])) {
    /** @type {number[]} */ const one = [];
    /** @type {number[]} */ const union = [];
    for (let run = 0; run < 3; run++) {
      one.push(await timed(statements[part][0] ?? ''));
      union.push(await timed(statements[part][1] ?? ''));
    }
    console.log(
      `search ${label}, ${part}: ${ms(median(one))} as one condition, ${ms(median(union))} as the union; load ${os.loadavg()[0]?.toFixed(1)}`,
    );
  }
}
await connection.end();
