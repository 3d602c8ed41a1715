// @ts-check
// Checkout benchmark (issue 5): purchases/s of `POST /api/purchases/` on MySQL with 50
// concurrent buyers over 100 products of limited stock, beside a bare mysql2 script running
// the same transaction, the two taking turns, then proof of zero oversell on both. Each side
// gets its own fresh database built the same way. Writes docs/bench-checkout.md.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import mysql from 'mysql2/promise';
import { seedLargeCatalogue } from './catalogue-seed.mjs';
import { checkNoOversell, prepareStock, SCARCE_PRODUCTS } from './checkout-stock.mjs';
import { writeCheckoutReport } from './checkout-report.mjs';
import { keepAliveClient } from './keep-alive-client.mjs';
import * as bench from './support.mjs';

/**
 * Each side first runs once unmeasured, so the API is measured at its steady state
 * rather than in its first seconds (unoptimised code, a heap still growing: its first
 * round measured 10-20 % below the next ones). Then per round and side a warm-up,
 * then the measured seconds.
 */
const LOAD = { buyers: 50, firstWarmUpSeconds: 8, rounds: 3, warmUpSeconds: 2, seconds: 5 };
const CUSTOMER = { username: 'customer', password: 'Customer123!' };

/** @typedef {Awaited<ReturnType<typeof bench.createScratchDatabase>>} Database */
/** @typedef {Awaited<ReturnType<typeof prepareDatabase>>} Side */
/**
 * What a buyer process prints: its tallies and its own CPU per answer.
 * @typedef {import('./buyer-loop.mjs').Tally & { cpuMsPerAnswer: number }} ChildTally
 */
/** @typedef {ChildTally & { databaseCpuMs: number, serverCpuMs: number }} Round */
/** @typedef {{ warmUpSeconds: number, seconds: number }} RoundLoad */

/** Migrated and demo-seeded through the API, grown to 200 products, 100 of them stocked for the run. */
/** @param {Database} database */
async function prepareDatabase(database) {
  const port = await bench.freePort();
  const api = bench.startApi({ port, databaseUrl: database.url });
  try {
    await bench.waitForHealth(`http://127.0.0.1:${port}/api/health`, api);
  } finally {
    await bench.stopProcess(api);
  }
  await seedLargeCatalogue(database.url, 200);
  return { database, stock: await prepareStock(database.url) };
}

/**
 * Runs a pinned child that prints one JSON line and resolves to it.
 * @template T
 * @param {string} core
 * @param {string} script
 * @param {object} options
 * @returns {Promise<T>}
 */
async function runChild(core, script, options) {
  const child = bench.spawnNode(core, [script, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout?.on('data', (/** @type {Buffer} */ chunk) => (stdout += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} failed (${code}):\n${child.stderrText()}`);
  return JSON.parse(stdout);
}

/**
 * CPU ms (user + system) a process has used so far, or NaN where /proc is missing.
 * @param {number | string | null | undefined} pid
 */
export function cpuMsOf(pid) {
  if (pid === null || pid === undefined) return NaN;
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = 100;

/** The local database server's process, whose CPU the run also reports; null when remote. */
export function databaseServerPid() {
  for (const name of ['mariadbd', 'mysqld']) {
    try {
      return execFileSync('pgrep', ['-o', '-x', name], { encoding: 'utf8' }).trim();
    } catch {
      // not running under this name
    }
  }
  return null;
}

/**
 * The floor under any signed-in request: API CPU per `GET /api/auth/profile` (HTTP,
 * routing, the token and user check, the answer), 20 at a time for 3 s.
 * @param {string} base
 * @param {string} token
 * @param {number | undefined} pid
 */
async function signedInRequestCpuMs(base, token, pid) {
  const client = keepAliveClient(base);
  const headers = { authorization: `Bearer ${token}` };
  const until = Date.now() + 3000;
  let answered = 0;
  const reader = async () => {
    while (Date.now() < until) {
      const { status } = await client.request('GET', '/api/auth/profile', headers);
      if (status !== 200) throw new Error(`GET /api/auth/profile: ${status}`);
      answered++;
    }
  };
  const before = cpuMsOf(pid);
  await Promise.all(Array.from({ length: 20 }, reader));
  client.close();
  return (cpuMsOf(pid) - before) / answered;
}

/**
 * One side's round: the child's tallies, plus the CPU the database server used meanwhile
 * and, on the API side, the API's (`serverPid`).
 * @param {string} core
 * @param {string} script
 * @param {object} options
 * @param {number | null | undefined} [serverPid]
 * @returns {Promise<Round>}
 */
async function round(core, script, options, serverPid = null) {
  const databasePid = databaseServerPid();
  const cpu = () => ({
    database: cpuMsOf(databasePid),
    server: serverPid === null ? 0 : cpuMsOf(serverPid),
  });
  const before = cpu();
  /** @type {ChildTally} */
  const tally = await runChild(core, script, options);
  const after = cpu();
  return {
    ...tally,
    databaseCpuMs: after.database - before.database,
    serverCpuMs: after.server - before.server,
  };
}

/**
 * The rounds of one side as one result; CPU figures are per answer, warm-ups included.
 * @param {Round[]} rounds
 */
function combine(rounds) {
  /** @param {'answeredInAll' | 'conflicts' | 'errors' | 'serverCpuMs' | 'databaseCpuMs'} field */
  const sum = (field) => rounds.reduce((total, r) => total + r[field], 0);
  const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const answered = sum('answeredInAll');
  return {
    purchasesPerSecond: latencies.length / (LOAD.seconds * LOAD.rounds),
    purchasesPerRound: rounds.map((r) => r.purchasesPerSecond),
    p50: bench.percentile(latencies, 50),
    p99: bench.percentile(latencies, 99),
    conflicts: sum('conflicts'),
    errors: sum('errors'),
    firstError: rounds.find((r) => r.firstError)?.firstError ?? null,
    // Each child reports its own CPU per answer: the bare script, or the HTTP buyers.
    processCpuMsPerAnswer:
      rounds.reduce((t, r) => t + r.cpuMsPerAnswer * r.answeredInAll, 0) / answered,
    serverCpuMsPerAnswer: sum('serverCpuMs') / answered,
    dbCpuMsPerAnswer: sum('databaseCpuMs') / answered,
  };
}

/**
 * Both sides in alternating rounds (API, bare, API, …), so a change in the machine's
 * speed during the run (it is a shared virtual machine) falls on both alike.
 * @param {Side} apiSide
 * @param {Side} bareSide
 */
async function measureBothSides(apiSide, bareSide) {
  const port = await bench.freePort();
  const api = bench.startApi({ port, databaseUrl: apiSide.database.url });
  const base = `http://127.0.0.1:${port}`;
  try {
    await bench.waitForHealth(`${base}/api/health`, api);
    const token = await bench.signIn(base, CUSTOMER);
    const buyerId = await customerId(bareSide.database.url);
    /** @param {RoundLoad} load */
    const apiRound = (load) =>
      round(
        bench.LOAD_CORE,
        'tools/bench/checkout-http-buyers.mjs',
        { base, token, productIds: apiSide.stock.productIds, buyers: LOAD.buyers, ...load },
        api.pid,
      );
    /** @param {RoundLoad} load */
    const bareRound = (load) =>
      round(bench.SERVER_CORE, 'tools/bench/bare-checkout.mjs', {
        databaseUrl: bareSide.database.url,
        userId: buyerId,
        productIds: bareSide.stock.productIds,
        buyers: LOAD.buyers,
        ...load,
      });
    console.log(`Warming both sides up (${LOAD.firstWarmUpSeconds} s each, not measured)…`);
    const warmUp = { warmUpSeconds: LOAD.firstWarmUpSeconds, seconds: 0 };
    await apiRound(warmUp);
    await bareRound(warmUp);
    const load = { warmUpSeconds: LOAD.warmUpSeconds, seconds: LOAD.seconds };
    /** @type {{ api: Round[], bare: Round[] }} */
    const rounds = { api: [], bare: [] };
    for (let n = 1; n <= LOAD.rounds; n++) {
      console.log(`Round ${n} of ${LOAD.rounds}: API, then bare…`);
      rounds.api.push(await apiRound(load));
      rounds.bare.push(await bareRound(load));
    }
    const [apiResult, bareResult] = [combine(rounds.api), combine(rounds.bare)];
    return {
      api: {
        ...apiResult,
        cpuMsPerAnswer: apiResult.serverCpuMsPerAnswer,
        buyerCpuMsPerAnswer: apiResult.processCpuMsPerAnswer,
        signedInCpuMs: await signedInRequestCpuMs(base, token, api.pid),
      },
      bare: { ...bareResult, cpuMsPerAnswer: bareResult.processCpuMsPerAnswer },
    };
  } finally {
    await bench.stopProcess(api);
  }
}

/** @param {string} databaseUrl @returns {Promise<number>} */
async function customerId(databaseUrl) {
  const connection = await mysql.createConnection(databaseUrl);
  const [[customer]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
    await connection.query('SELECT id FROM user WHERE username = ?', [CUSTOMER.username])
  );
  await connection.end();
  if (!customer) throw new Error(`No user ${CUSTOMER.username} in ${databaseUrl}`);
  return customer.id;
}

export async function runCheckoutBench() {
  bench.buildApi();
  /** @type {Database[]} */
  const databases = [];
  try {
    console.log('Preparing two identical databases (API side and bare side)…');
    for (const side of ['api', 'bare'])
      databases.push(await bench.createScratchDatabase(`checkout_${side}`));
    const [apiDatabase, bareDatabase] = /** @type {[Database, Database]} */ (databases);
    const apiSide = await prepareDatabase(apiDatabase);
    const bareSide = await prepareDatabase(bareDatabase);
    const { api, bare } = await measureBothSides(apiSide, bareSide);
    const apiStock = await checkNoOversell(apiSide.database.url, apiSide.stock);
    const bareStock = await checkNoOversell(bareSide.database.url, bareSide.stock);
    console.log('Timing the layers of a purchase…');
    /** @type {import('./checkout-report.mjs').Layers} */
    const layers = await runChild(bench.SERVER_CORE, 'tools/bench/checkout-analysis.mjs', {
      databaseUrl: bareSide.database.url,
    });
    await writeCheckoutReport({
      load: LOAD,
      results: { api: { ...api, stock: apiStock }, bare: { ...bare, stock: bareStock } },
      layers,
      machine: await bench.machineLine(),
    });
    const oversold = [apiStock, bareStock].some((s) => s.negative > 0 || s.mismatches.length > 0);
    if (oversold) process.exitCode = 1;
    if ([apiStock, bareStock].some((s) => s.soldOut > SCARCE_PRODUCTS)) {
      console.error(
        'More than the scarce products sold out: the two sides did not sell against the same' +
          ' stock, so their throughputs do not compare. Raise the stock in checkout-stock.mjs.',
      );
      process.exitCode = 1;
    }
  } finally {
    for (const database of databases) await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCheckoutBench().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
