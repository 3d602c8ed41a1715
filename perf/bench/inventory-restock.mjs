// @ts-check
// Concurrent restocks of one product through the API (`POST /api/inventory/{id}/restock`),
// then the stock ledger checked in plain SQL in the same run: the product's stock rose by
// exactly what the answered restocks added, its movements add up to its stock, and every
// product's do (the rule of services/api/src/inventory/stock-ledger-check.ts).
import { combine, runMeasured } from './inventory-measure.mjs';
import * as bench from './support.mjs';

/** @typedef {{ connections: number, quantity: number, warmUpSeconds: number, seconds: number }} RestockLoad */
/** @typedef {Awaited<ReturnType<typeof runRestocks>>} RestockResults */

/** A product on sale with an inventory record: the first benchmark product. @param {string} databaseUrl */
async function chooseProduct(databaseUrl) {
  const [row] = await bench.selectRows(
    databaseUrl,
    "SELECT p.id, i.quantity_in_stock AS stock, (SELECT COUNT(*) FROM stock_movement m WHERE m.product_id = p.id AND m.reason = 'restock') AS restocks FROM product p JOIN inventory_record i ON i.product_id = p.id WHERE p.is_active = 1 AND p.sku LIKE 'BENCH-%' ORDER BY p.id LIMIT 1",
  );
  if (!row) throw new Error('No product to restock');
  return {
    productId: Number(row.id),
    stockBefore: Number(row.stock),
    restocksBefore: Number(row.restocks),
  };
}

/**
 * The ledger after the run: one product's figures and every product's invariant.
 * @param {string} databaseUrl
 * @param {number} productId
 */
async function checkLedger(databaseUrl, productId) {
  const [product] = await bench.selectRows(
    databaseUrl,
    "SELECT i.quantity_in_stock AS stock, (SELECT COALESCE(SUM(m.quantity_change), 0) FROM stock_movement m WHERE m.product_id = i.product_id) AS ledger, (SELECT COUNT(*) FROM stock_movement m WHERE m.product_id = i.product_id AND m.reason = 'restock') AS restocks FROM inventory_record i WHERE i.product_id = ?",
    [productId],
  );
  const started = performance.now();
  const [all] = await bench.selectRows(
    databaseUrl,
    'SELECT COUNT(*) AS products,' +
      ' SUM(COALESCE(r.quantity_in_stock, 0) <> COALESCE(m.total, 0)) AS mismatches,' +
      ' SUM(COALESCE(r.quantity_in_stock, 0) < 0) AS negative FROM product p' +
      ' LEFT JOIN inventory_record r ON r.product_id = p.id' +
      ' LEFT JOIN (SELECT product_id, SUM(quantity_change) AS total FROM stock_movement' +
      ' GROUP BY product_id) m ON m.product_id = p.id',
  );
  if (!product || !all) throw new Error(`No inventory record for product ${productId}`);
  return {
    stock: Number(product.stock),
    ledger: Number(product.ledger),
    restockMovements: Number(product.restocks),
    products: Number(all.products),
    mismatches: Number(all.mismatches),
    negative: Number(all.negative),
    checkMs: performance.now() - started,
  };
}

/**
 * A burst of exactly `connections` simultaneous restocks, then `connections` restockers
 * back to back for the measured seconds, then the ledger check.
 * @param {string} databaseUrl
 * @param {{ base: string, token: string, pid?: number }} api
 * @param {RestockLoad} load
 */
export async function runRestocks(databaseUrl, api, load) {
  const { productId, stockBefore, restocksBefore } = await chooseProduct(databaseUrl);
  const databasePid = bench.databaseServerPid();
  const pids = [databasePid, api.pid];
  const request = {
    base: api.base,
    token: api.token,
    method: 'POST',
    path: `/api/inventory/${productId}/restock`,
    body: JSON.stringify({ quantity: load.quantity, note: 'benchmark' }),
    connections: load.connections,
  };
  console.log(`${load.connections} concurrent restocks of product ${productId}: a burst…`);
  const burst = await runMeasured({ ...request, once: true }, pids);
  console.log(`…then ${load.warmUpSeconds} s warm-up and ${load.seconds} s back to back…`);
  const cpu = () => ({ api: bench.cpuMsOf(api.pid), database: bench.cpuMsOf(databasePid) });
  const [before, started] = [cpu(), performance.now()];
  const sustained = await runMeasured({ ...request, ...load }, pids);
  const [after, wallMs] = [cpu(), performance.now() - started];
  // CPU per restock of the sustained run (warm-up included), and the API's share of its core.
  const cpuPerRestock = {
    apiMs: (after.api - before.api) / sustained.succeededInAll,
    databaseMs: (after.database - before.database) / sustained.succeededInAll,
    apiBusy: (after.api - before.api) / wallMs,
  };
  const answered = burst.succeededInAll + sustained.succeededInAll;
  const ledger = await checkLedger(databaseUrl, productId);
  const expectedStock = stockBefore + answered * load.quantity;
  return {
    productId,
    stockBefore,
    answered,
    expectedStock,
    burst: combine([burst]),
    sustained: combine([sustained]),
    cpuPerRestock,
    ledger,
    holds:
      ledger.stock === expectedStock &&
      ledger.ledger === ledger.stock &&
      ledger.restockMovements === restocksBefore + answered &&
      ledger.mismatches === 0 &&
      ledger.negative === 0,
  };
}
