// @ts-check
// `npm run bench [-- login catalogue checkout inventory reports orders till-search scaling
// styles catalogue-import store-hour] [--quick]`:
// runs the named benchmarks (all by default), one after the other so they never compete for
// the two cores, and writes docs/bench-*.md. Each builds the API first (nx skips it when up
// to date); all but login need the MariaDB/MySQL server at BENCH_MYSQL_URL
// (mysql://root@127.0.0.1:3306), scaling also Redis at BENCH_REDIS_URL. `--quick`: a tenth of
// the data and short runs, to check a benchmark works; the report is printed, docs/ untouched.
import { runCatalogueBench } from './catalogue.mjs';
import { runCheckoutBench } from './checkout.mjs';
import { runInventoryBench } from './inventory.mjs';
import { runLoginBench } from './login.mjs';
import { runOrdersBench } from './orders.mjs';
import { runReportsBench } from './reports.mjs';
import { runScalingBench } from './scaling.mjs';
import { runStoreHourBench } from './store-hour.mjs';
import { runStylesBench } from './styles.mjs';
import { runCatalogueImportBench } from './catalogue-import.mjs';
import { runTillSearchBench } from './till-search.mjs';

/** @type {Record<string, () => Promise<void>>} */
const BENCHMARKS = {
  login: runLoginBench,
  catalogue: runCatalogueBench,
  checkout: runCheckoutBench,
  inventory: runInventoryBench,
  reports: runReportsBench,
  orders: runOrdersBench,
  'till-search': runTillSearchBench,
  scaling: runScalingBench,
  styles: runStylesBench,
  'catalogue-import': runCatalogueImportBench,
  'store-hour': runStoreHourBench,
};

const wanted = process.argv.slice(2).filter((arg) => arg !== '--quick');
const unknown = wanted.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHMARKS).join(', ')}.`,
  );
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : Object.keys(BENCHMARKS)) {
  console.log(`\n=== ${name} ===`);
  try {
    await BENCHMARKS[name]();
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  }
}
