// @ts-check
// Shared by the device measurements: this machine is shared and its speed changes from
// minute to minute, so the two sides are measured in alternating blocks and compared by their
// medians, in CPU time (process.cpuUsage), not wall time.
import os from 'node:os';
import { isDeepStrictEqual } from 'node:util';

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/**
 * CPU microseconds per call of each side, blocks of `perBlock` calls, `rounds` blocks each,
 * the order swapped every round.
 * @param {Record<string, () => unknown | Promise<unknown>>} sides
 * @param {{ rounds?: number, perBlock?: number }} [options]
 * @returns {Promise<Record<string, number>>} median CPU µs per call, by side
 */
export async function cpuPerCall(sides, options) {
  const costs = await costPerCall(sides, options);
  return Object.fromEntries(Object.entries(costs).map(([name, cost]) => [name, cost.cpuUs]));
}

/**
 * As cpuPerCall, with the wall time per call beside the CPU time (for calls that wait on
 * another process, a database say, whose own CPU is not counted here).
 * @param {Record<string, () => unknown | Promise<unknown>>} sides
 * @param {{ rounds?: number, perBlock?: number }} [options]
 * @returns {Promise<Record<string, { cpuUs: number, wallMs: number }>>} medians, by side
 */
export async function costPerCall(sides, { rounds = 15, perBlock = 1000 } = {}) {
  const names = Object.keys(sides);
  /** @type {Record<string, { cpu: number[], wall: number[] }>} */
  const samples = Object.fromEntries(names.map((name) => [name, { cpu: [], wall: [] }]));
  /** @param {string} name */
  const block = async (name) => {
    const start = process.cpuUsage();
    const startWall = performance.now();
    for (let i = 0; i < perBlock; i++) await sides[name]();
    const wall = performance.now() - startWall;
    const used = process.cpuUsage(start);
    return { cpu: (used.user + used.system) / perBlock, wall: wall / perBlock };
  };
  for (const name of names) await block(name); // warm up
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...names].reverse() : names;
    for (const name of order) {
      const { cpu, wall } = await block(name);
      samples[name]?.cpu.push(cpu);
      samples[name]?.wall.push(wall);
    }
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      { cpuUs: median(samples[name]?.cpu ?? []), wallMs: median(samples[name]?.wall ?? []) },
    ]),
  );
}

/**
 * Rows a statement or a few read on one MariaDB/MySQL connection: the session's `Handler_read_*`
 * counters summed, before and after `run`, less what reading the counters itself reads (the
 * same difference with nothing between). They do not depend on the machine's load.
 * @param {import('mysql2/promise').Connection} connection
 * @param {() => Promise<unknown>} run
 * @returns {Promise<number>}
 */
export async function rowsRead(connection, run) {
  const total = async () => {
    const [rows] = /** @type {[{ Value: string }[], unknown]} */ (
      await connection.query("SHOW SESSION STATUS LIKE 'Handler_read%'")
    );
    return rows.reduce((sum, row) => sum + Number(row.Value), 0);
  };
  const empty = -(await total()) + (await total());
  const before = await total();
  await run();
  return (await total()) - before - empty;
}

/** @typedef {{ sql: string, values: unknown[] }} Statement */

/**
 * One statement as it was beside as it is now, on one connection: both must answer alike; prints
 * the new one's plan, the rows each side reads, then wall time per call, the sides in alternating
 * blocks, medians, with the load average.
 * @param {import('mysql2/promise').Connection} db
 * @param {string} name
 * @param {{ before: Statement, after: Statement }} sides
 */
export async function compareStatements(db, name, sides) {
  /** @param {Statement} statement */
  const run = async (statement) => (await db.query(statement.sql, statement.values))[0];
  const [before, after] = [await run(sides.before), await run(sides.after)];
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(before)), JSON.parse(JSON.stringify(after))))
    throw new Error(`${name}: the two statements answer differently`);
  console.log(`\n${name}: ${sides.after.sql}`);
  const [plan] = await db.query(`explain ${sides.after.sql}`, sides.after.values);
  console.table(plan);
  console.log('Rows read (Handler_read_*):', {
    before: await rowsRead(db, () => run(sides.before)),
    after: await rowsRead(db, () => run(sides.after)),
  });
  const { sized } = await import('../bench/support.mjs');
  const load = () => os.loadavg()[0].toFixed(1);
  const started = load();
  const costs = await costPerCall(
    { before: () => run(sides.before), after: () => run(sides.after) },
    { rounds: sized(7, 3), perBlock: sized(5, 2) },
  );
  console.log(`Wall time, medians of alternating blocks (load ${started} → ${load()}):`);
  for (const [side, cost] of Object.entries(costs))
    console.log(`  ${side}: ${cost.wallMs.toFixed(2)} ms`);
}

/**
 * A scratch MariaDB/MySQL database with the styles bench's catalogue (20,000 styles of 10
 * variants; a tenth with --quick), or the database at `--database <url>` as it is (a seed kept
 * from an earlier run). `drop()` drops only a database made here.
 * @param {string} what
 */
export async function stylesCatalogue(what) {
  const given = process.argv.indexOf('--database');
  if (given > 0 && process.argv[given + 1])
    return { url: String(process.argv[given + 1]), drop: async () => {} };
  const bench = await import('../bench/support.mjs');
  const { seedStyles } = await import('../bench/styles-seed.mjs');
  const database = await bench.createScratchDatabase(what);
  console.log(`Migrating ${database.name} through the API and seeding the styles catalogue…`);
  await bench.migrateThroughApi(database.url);
  console.log(await seedStyles(database.url, bench.sized(20_000), 10));
  return database;
}
