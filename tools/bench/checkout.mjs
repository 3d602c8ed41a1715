// Checkout benchmark (issue 5): purchases/s of `POST /api/purchases/` on MySQL with 50
// concurrent buyers over 100 products of limited stock, beside a bare mysql2 script running
// the same transaction, then proof of zero oversell on both. Each side gets its own fresh
// database built the same way. Writes docs/bench-checkout.md.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import mysql from 'mysql2/promise';
import { seedLargeCatalogue } from './catalogue-seed.mjs';
import { checkNoOversell, prepareStock } from './checkout-stock.mjs';
import { writeCheckoutReport } from './checkout-report.mjs';
import * as bench from './support.mjs';

const LOAD = { buyers: 50, warmUpSeconds: 3, seconds: 15 };
const CUSTOMER = { username: 'customer', password: 'Customer123!' };

/** Migrated and demo-seeded through the API, grown to 200 products, 100 of them stocked for the run. */
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

/** Runs a pinned child that prints one JSON line and resolves to it. */
async function runChild(core, script, options) {
  const child = bench.spawnNode(core, [script, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} failed (${code}):\n${child.stderrText()}`);
  return JSON.parse(stdout);
}

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CUSTOMER),
  });
  if (!response.ok)
    throw new Error(`Signing in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** CPU ms (user + system) a process has used so far, or NaN where /proc is missing. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = 100;

/** The local database server's process, whose CPU the run also reports; null when remote. */
function databaseServerPid() {
  for (const name of ['mariadbd', 'mysqld']) {
    try {
      return execFileSync('pgrep', ['-o', '-x', name], { encoding: 'utf8' }).trim();
    } catch {
      // not running under this name
    }
  }
  return null;
}

/** Runs `measure` and adds the database server's CPU ms per answer it gave meanwhile. */
async function withDatabaseCpu(measure) {
  const pid = databaseServerPid();
  const before = pid ? cpuMsOf(pid) : NaN;
  const result = await measure();
  return { ...result, dbCpuMsPerAnswer: (cpuMsOf(pid) - before) / result.answeredInAll };
}

/**
 * The floor under any signed-in request: API CPU per `GET /api/auth/profile` (HTTP,
 * routing, the token and user check, the answer), 20 at a time for 3 s.
 */
async function signedInRequestCpuMs(base, token, pid) {
  const until = Date.now() + 3000;
  let answered = 0;
  const client = async () => {
    while (Date.now() < until) {
      const response = await fetch(`${base}/api/auth/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET /api/auth/profile: ${response.status}`);
      answered++;
    }
  };
  const before = cpuMsOf(pid);
  await Promise.all(Array.from({ length: 20 }, client));
  return (cpuMsOf(pid) - before) / answered;
}

async function measureApi({ database, stock }) {
  const port = await bench.freePort();
  const api = bench.startApi({ port, databaseUrl: database.url });
  const base = `http://127.0.0.1:${port}`;
  try {
    await bench.waitForHealth(`${base}/api/health`, api);
    const token = await signIn(base);
    console.log(
      `API: ${LOAD.buyers} buyers, ${LOAD.warmUpSeconds} s warm-up, ${LOAD.seconds} s measured…`,
    );
    const options = { base, token, productIds: stock.productIds, ...LOAD };
    const cpuBefore = cpuMsOf(api.pid);
    const tally = await withDatabaseCpu(() =>
      runChild(bench.LOAD_CORE, 'tools/bench/checkout-http-buyers.mjs', options),
    );
    // Warm-up and measured purchases alike: the server's CPU for every answer it gave.
    const cpuMsPerAnswer = (cpuMsOf(api.pid) - cpuBefore) / tally.answeredInAll;
    const signedInCpuMs = await signedInRequestCpuMs(base, token, api.pid);
    return { ...tally, buyerCpuMsPerAnswer: tally.cpuMsPerAnswer, cpuMsPerAnswer, signedInCpuMs };
  } finally {
    await bench.stopProcess(api);
  }
}

async function measureBare({ database, stock }) {
  const connection = await mysql.createConnection(database.url);
  const [[customer]] = await connection.query('SELECT id FROM user WHERE username = ?', [
    CUSTOMER.username,
  ]);
  await connection.end();
  console.log(
    `bare: ${LOAD.buyers} buyers, ${LOAD.warmUpSeconds} s warm-up, ${LOAD.seconds} s measured…`,
  );
  const options = {
    databaseUrl: database.url,
    userId: customer.id,
    productIds: stock.productIds,
    ...LOAD,
  };
  return withDatabaseCpu(() =>
    runChild(bench.SERVER_CORE, 'tools/bench/bare-checkout.mjs', options),
  );
}

export async function runCheckoutBench() {
  bench.ensureApiBuilt();
  const databases = [];
  try {
    console.log('Preparing two identical databases (API side and bare side)…');
    for (const side of ['api', 'bare'])
      databases.push(await bench.createScratchDatabase(`checkout_${side}`));
    const apiSide = await prepareDatabase(databases[0]);
    const bareSide = await prepareDatabase(databases[1]);
    const api = await measureApi(apiSide);
    const apiStock = await checkNoOversell(apiSide.database.url, apiSide.stock);
    const bare = await measureBare(bareSide);
    const bareStock = await checkNoOversell(bareSide.database.url, bareSide.stock);
    console.log('Timing the layers of a purchase…');
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
