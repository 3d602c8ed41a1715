// @ts-check
// Store hour benchmark (issue 35): a busy hour simulated on this one machine on the large data
// set: 10 tills scanning and selling (with held sales and returns), 200 shoppers browsing,
// filtering and buying by card, 3 managers on the inventory, the orders desk and the reports,
// for 10 minutes (--quick: a tenth of the data, about a minute). Reports each action's p50 and
// p99 against its target, the failed answers by status, the API's peak memory and the share of
// the machine other work took; then checks that stock equals the sum of its movements and that
// the sales rollups equal a recomputation. The seeded database `shop_bench_store_hour` is kept
// between runs (a --quick run's is dropped). API on core 0, the people on core 1. Writes
// docs/bench-store-hour.md. A benchmark, not a test: no figure fails it; a broken check does.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machineBusyMs } from './inventory-measure.mjs';
import * as data from './store-hour-data.mjs';
import { writeStoreHourReport } from './store-hour-report.mjs';
import * as bench from './support.mjs';

/** @type {import('./orders-seed.mjs').OrdersPlan} */
const PLAN = {
  purchases: bench.sized(1_000_000),
  customers: bench.sized(20_000),
  ownPurchases: bench.sized(2_000),
  products: bench.sized(200_000),
  years: 3,
};
const PEOPLE = { tills: 10, shoppers: 200, managers: 3 };
const HOUR = bench.QUICK ? { warmUpSeconds: 10, seconds: 50 } : { warmUpSeconds: 30, seconds: 600 };
const KEPT_DATABASE = 'shop_bench_store_hour';

/**
 * A staff client for the setup, throwing on anything but 2xx.
 * @param {string} base @param {string} token
 */
function api(base, token) {
  /** @param {string} method @param {string} url @param {object} [body] */
  return async (method, url, body) => {
    const response = await fetch(base + url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
}

/**
 * The shop as the hour starts: a register per till, each with a drawer session open (opened by
 * the demo staff member with a $150 float, or left open by an earlier run), and everyone signed in.
 * @param {string} base
 */
async function openTheShop(base) {
  const admin = api(base, await bench.signIn(base, bench.ADMIN));
  const { registers } = await admin('GET', '/api/shop/registers');
  const names = Array.from({ length: PEOPLE.tills }, (_, i) => `Store hour till ${i + 1}`);
  for (const name of names)
    if (!registers.some((/** @type {{ name: string }} */ r) => r.name === name))
      await admin('POST', '/api/shop/registers', { name });
  console.log(
    `Signing in ${PEOPLE.tills} cashiers, ${PEOPLE.managers} managers and ${PEOPLE.shoppers} shoppers…`,
  );
  const cashiers = [];
  while (cashiers.length < names.length) cashiers.push(await bench.signIn(base, bench.STAFF));
  const staff = api(base, cashiers[0] ?? '');
  const open = (await staff('GET', '/api/registers')).registers;
  const tills = [];
  for (const [i, name] of names.entries()) {
    const register = open.find((/** @type {{ name: string }} */ r) => r.name === name);
    if (!register.open_session)
      await staff('POST', `/api/registers/${register.id}/sessions`, { float: { total: 150 } });
    tills.push({ token: cashiers[i], registerId: register.id });
  }
  const managers = [];
  for (let i = 0; i < PEOPLE.managers; i++) managers.push(await bench.signIn(base, bench.ADMIN));
  const shoppers = [];
  // The orders seed's customers c0, c1, … share the demo customer's password.
  for (let i = 0; i < PEOPLE.shoppers; i++)
    shoppers.push(
      await bench.signIn(base, { username: `c${i}`, password: bench.CUSTOMER.password }),
    );
  return { tills, managers, shoppers };
}

/** VmRSS and VmHWM (the peak) of a process in MiB, NaN without /proc. @param {number | undefined} pid */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (/** @type {string} */ field) =>
      Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/**
 * The hour itself: the load process on core 1, the load average sampled every 10 s, and the CPU
 * the API, MariaDB, the load process and everything else took meanwhile.
 * @param {string} base @param {import('./processes.mjs').BenchChild} child @param {object} people @param {object} fixtures
 */
async function theHour(base, child, people, fixtures) {
  const file = path.join(os.tmpdir(), `bench-store-hour-people-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ base, ...people, fixtures, ...HOUR }));
  const startRssMiB = memoryOf(child.pid).rss;
  const loadAverages = [os.loadavg()[0] ?? NaN];
  const sampler = setInterval(() => loadAverages.push(os.loadavg()[0] ?? NaN), 10_000);
  const [busyBefore, started] = [machineBusyMs(), performance.now()];
  try {
    console.log(`The hour: ${HOUR.warmUpSeconds} s warm-up, ${HOUR.seconds} s measured…`);
    const pids = [bench.databaseServerPid(), child.pid];
    const { result, cpuMs } = await bench.runJsonChild(
      bench.LOAD_CORE,
      'store-hour-load.mjs',
      { file },
      pids,
    );
    const [databaseMs = NaN, apiMs = NaN] = cpuMs;
    const capacity = (performance.now() - started) * os.cpus().length;
    const others = machineBusyMs() - busyBefore - databaseMs - apiMs - result.cpuMs;
    return {
      actions: result.actions,
      memory: { startRssMiB, peakRssMiB: memoryOf(child.pid).peak },
      machineUse: {
        otherWork: Math.max(0, others) / capacity,
        apiCpu: apiMs / capacity,
        databaseCpu: databaseMs / capacity,
        loadCpu: result.cpuMs / capacity,
        loadAverages,
      },
    };
  } finally {
    clearInterval(sampler);
    rmSync(file, { force: true });
  }
}

export async function runStoreHourBench() {
  bench.buildApi();
  // A --quick run's small database is cheap to seed again; the full one is kept.
  const scratch = bench.QUICK ? await bench.createScratchDatabase('store_hour') : null;
  try {
    const name = scratch?.name ?? KEPT_DATABASE;
    const { url, counts, seedSeconds } = await data.preparedDatabase(name, PLAN);
    const fixtures = await data.fixtures(url, bench.sized(2_000));
    const before = await data.lastIds(url);
    const { base, child } = await bench.serve((port) => bench.startApi({ port, databaseUrl: url }));
    let hour;
    try {
      hour = await theHour(base, child, await openTheShop(base), fixtures);
    } finally {
      await bench.stopProcess(child);
    }
    console.log('Checking the stock ledger and the sales rollups…');
    const ledger = await data.ledgerCheck(url);
    const rollups = data.rollupsCheck(url);
    const figures = {
      counts,
      seedSeconds,
      database: name,
      kept: scratch === null,
      people: PEOPLE,
      hour: HOUR,
      ...hour,
      made: await data.hourCounts(url, before),
      ledger,
      rollups,
      machine: await bench.machineLine(),
    };
    // The raw figures first, so a report that fails to render loses nothing.
    writeFileSync(
      path.join(os.tmpdir(), `bench-store-hour-${Date.now()}.json`),
      JSON.stringify(figures),
    );
    await writeStoreHourReport(figures);
    if (ledger.mismatches.length > 0 || ledger.negative > 0 || !rollups.ok) process.exitCode = 1;
  } finally {
    await scratch?.drop();
  }
}
