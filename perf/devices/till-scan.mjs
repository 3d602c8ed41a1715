// @ts-check
// `node perf/devices/till-scan.mjs [--quick] [--database <url>]`: the till's scan
// (`GET /api/pos/lookup?code=`) as its one statement (services/api/src/catalog/styles/
// till-lookup.query.ts, through @shop/api/bench-sql) beside the six statements it sent before
// (as of commit 056c479, copied here as MikroORM sent them: the variant with its style, the
// style's first picture, then the whole staff style: the style and its category, every variant
// with its stock and history, every picture, the last 100 price changes). On the styles bench's
// catalogue (20,000 styles of 10 variants, a scratch database; `--database` reuses a seeded one),
// one connection, scanning the SKU the styles bench scans. Prints the plan, the rows each side
// reads (Handler_read_*, independent of load), then wall time per scan, the sides in
// alternating blocks, medians, with the load average.
import { createRequire } from 'node:module';
import os from 'node:os';
import mysql from 'mysql2/promise';
import * as bench from '../bench/support.mjs';
import { costPerCall, rowsRead, stylesCatalogue } from './support.mjs';

const STYLE_COLUMNS = ['id', 'name', 'brand', 'description', 'category_id', 'supplier_id', 'tags']
  .concat(['style_code', 'sku_pattern', 'is_active', 'created_at', 'updated_at'])
  .map((column) => `s1.${column} as s1__${column}`)
  .join(', ');
const USER_COLUMNS = ['id', 'username', 'normalized_username', 'email', 'normalized_email']
  .concat(['first_name', 'last_name', 'phone', 'address', 'role', 'is_active'])
  .concat(['must_change_password', 'last_sign_in_at', 'token_version', 'created_at'])
  .map((column) => `c1.${column} as c1__${column}`)
  .join(', ');

/** @param {mysql.Connection} db @param {string} code */
async function before(db, code) {
  const [[found]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
    await db.query(
      `select p0.*, ${STYLE_COLUMNS}, i2.id as i2__id from product as p0` +
        ' inner join style as s1 on p0.style_id = s1.id' +
        ' left join inventory_record as i2 on p0.id = i2.product_id' +
        ' where (p0.barcode = ? or p0.sku = ?) and p0.is_active = true limit 1',
      [code, code.toUpperCase()],
    )
  );
  if (!found) throw new Error(`Nothing has the code ${code}`);
  const style = found.style_id;
  await db.query(
    'select s0.* from style_picture_ref as s0 where s0.style_id = ? and s0.position = 0',
    [style],
  );
  await db.query(
    'select s0.*, c1.id as c1__id, c1.name as c1__name from style as s0' +
      ' inner join category as c1 on s0.category_id = c1.id where s0.id = ? limit 1',
    [style],
  );
  await db.query(
    'select p.id, p.style_id, p.sku, p.barcode, p.size, p.color, p.selling_price_cents,' +
      ' p.cost_price_cents, p.image_url, p.is_active, p.is_archived,' +
      ' coalesce(i.quantity_in_stock, 0) as quantity_in_stock,' +
      ' coalesce(i.minimum_stock_level, 0) as minimum_stock_level,' +
      ' coalesce(i.maximum_stock_level, 0) as maximum_stock_level,' +
      ' (case when exists (select 1 from purchase_item pi where pi.product_id = p.id)' +
      " or exists (select 1 from stock_movement m where m.product_id = p.id and m.reason <> 'initial')" +
      ' then 1 else 0 end) as has_history' +
      ' from product as p left join inventory_record as i on i.product_id = p.id' +
      ' where p.style_id in (?) order by p.id asc',
    [style],
  );
  await db.query('select s0.* from style_picture_ref as s0 where s0.style_id = ?', [style]);
  await db.query(
    `select p0.*, ${USER_COLUMNS} from price_change as p0` +
      ' inner join user as c1 on p0.changed_by_id = c1.id' +
      ' inner join product as p2 on p0.product_id = p2.id' +
      ' where p2.style_id = ? order by p0.changed_at desc, p0.id desc limit 100',
    [style],
  );
}

bench.buildApi();
const database = await stylesCatalogue('till_scan');
const db = await mysql.createConnection(database.url);
try {
  const [[middle]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
    await db.query('select count(*) as n from product where is_active = 1')
  );
  const [[row]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
    await db.query('select sku from product where is_active = 1 order by id limit 1 offset ?', [
      Math.floor(Number(middle.n) / 2),
    ])
  );
  const code = String(row.sku);
  const { tillLookupStatement } = createRequire(import.meta.url)('@shop/api/bench-sql');
  const statement = tillLookupStatement(code);
  const after = () => db.query(statement.sql, statement.values);
  const [[answer]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (await after());
  if (answer?.sku !== code) throw new Error(`The scan's statement did not find ${code}`);
  const [plan] = await db.query(`explain ${statement.sql}`, statement.values);
  console.log(`Scanning ${code}; the statement's plan:`);
  console.table(plan);
  const rows = {
    'before: six statements': await rowsRead(db, () => before(db, code)),
    'after: one statement': await rowsRead(db, after),
  };
  console.log('Rows read per scan (Handler_read_*):', rows);
  const load = os.loadavg()[0].toFixed(1);
  const costs = await costPerCall(
    { 'before: six statements': () => before(db, code), 'after: one statement': after },
    { rounds: bench.sized(9, 3), perBlock: bench.sized(200, 50) },
  );
  console.log(
    `Per scan, medians of alternating blocks (load ${load} → ${os.loadavg()[0].toFixed(1)}):`,
  );
  for (const [side, cost] of Object.entries(costs))
    console.log(
      `  ${side}: ${cost.wallMs.toFixed(2)} ms wall, ${Math.round(cost.cpuUs)} µs of this process's CPU`,
    );
} finally {
  await db.end();
  await database.drop();
}
