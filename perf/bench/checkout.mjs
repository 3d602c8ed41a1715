// @ts-check
// Checkout benchmark (issue 5): purchases/s of `POST /api/purchases/` on MySQL with 50
// concurrent buyers over 100 products of limited stock, beside a bare mysql2 script running
// the same transaction, the two taking turns, then proof of zero oversell on both. Each side
// gets its own fresh database built the same way. Writes docs/bench-checkout.md.
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
const LOAD = bench.QUICK
  ? { buyers: 50, firstWarmUpSeconds: 2, rounds: 1, warmUpSeconds: 1, seconds: 2 }
  : { buyers: 50, firstWarmUpSeconds: 8, rounds: 3, warmUpSeconds: 2, seconds: 5 };

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
  await bench.migrateThroughApi(database.url);
  await seedLargeCatalogue(database.url, 200);
  return { database, stock: await prepareStock(database.url) };
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
  const before = bench.cpuMsOf(pid);
  await Promise.all(Array.from({ length: 20 }, reader));
  client.close();
  return (bench.cpuMsOf(pid) - before) / answered;
}

/**
 * One side's round: the child's tallies, plus the CPU the database server used meanwhile
 * and, on the API side, the API's (`serverPid`).
 * @param {string} core
 * @param {string} name
 * @param {object} options
 * @param {number | null | undefined} [serverPid]
 * @returns {Promise<Round>}
 */
async function round(core, name, options, serverPid = null) {
  const pids = [bench.databaseServerPid(), serverPid];
  /** @type {{ result: ChildTally, cpuMs: number[] }} */
  const { result, cpuMs } = await bench.runJsonChild(core, name, options, pids);
  const [databaseCpuMs = NaN, serverCpuMs = NaN] = cpuMs;
  return { ...result, databaseCpuMs, serverCpuMs: serverPid === null ? 0 : serverCpuMs };
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
  const { base, child: api } = await bench.serve((port) =>
    bench.startApi({ port, databaseUrl: apiSide.database.url }),
  );
  try {
    // The staff account buys: a customer may have only three card orders waiting for payment
    // (services/api/src/purchases/order-limits.ts), which the buyers pass within a second. A
    // staff account's web order takes the same checkout, opening completed and paid.
    const token = await bench.signIn(base, bench.STAFF);
    const buyerId = await bench.userId(bareSide.database.url, bench.STAFF.username);
    /** @param {RoundLoad} load */
    const apiRound = (load) =>
      round(
        bench.LOAD_CORE,
        'checkout-http-buyers.mjs',
        { base, token, productIds: apiSide.stock.productIds, buyers: LOAD.buyers, ...load },
        api.pid,
      );
    /** @param {RoundLoad} load */
    const bareRound = (load) =>
      round(bench.SERVER_CORE, 'bare-checkout.mjs', {
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
    /** @type {{ result: import('./checkout-report.mjs').Layers }} */
    const { result: layers } = await bench.runJsonChild(
      bench.SERVER_CORE,
      'checkout-analysis.mjs',
      { databaseUrl: bareSide.database.url },
    );
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
