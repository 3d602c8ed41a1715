import Database from 'libsql';
import { STOCK_STATUSES, stockStatus } from '@shop/contracts';
import {
  anyStockState,
  STOCK_STATE_EXPRESSION,
  stockStateCondition,
  stockStateRank,
} from './stock-state.sql';

/**
 * The SQL must say what `stockStatus()` says. Both are run over every stock from 0
 * to 12 against minimums 0, 1 and 5, in an in-memory SQLite database.
 */
describe('stock state SQL', () => {
  const db = new Database(':memory:');
  beforeAll(() => {
    db.exec('create table i (quantity_in_stock integer, minimum_stock_level integer)');
    const insert = db.prepare('insert into i values (?, ?)');
    for (const minimum of [0, 1, 5])
      for (let quantity = 0; quantity <= 12; quantity++) insert.run(quantity, minimum);
  });
  afterAll(() => db.close());

  const rows = (where: string, columns = 'quantity_in_stock as q, minimum_stock_level as m') =>
    db.prepare(`select ${columns} from i where ${where} order by 1, 2`).all() as {
      q: number;
      m: number;
    }[];

  it.each(STOCK_STATUSES)('selects exactly the %s lines', (status) => {
    const expected = rows('1').filter(({ q, m }) => stockStatus(q, m) === status);
    expect(rows(stockStateCondition(status))).toEqual(expected);
  });

  it('joins several states with or (both filter boxes ticked)', () => {
    const expected = rows('1').filter(({ q, m }) => stockStatus(q, m) !== 'in_stock');
    expect(rows(anyStockState(['low_stock', 'out_of_stock']))).toEqual(expected);
  });

  it('ranks the most urgent state first', () => {
    const ranked = db
      .prepare(
        `select quantity_in_stock as q, minimum_stock_level as m, ${stockStateRank()} as r from i`,
      )
      .all() as { q: number; m: number; r: number }[];
    for (const { q, m, r } of ranked) expect(STOCK_STATUSES[r]).toBe(stockStatus(q, m));
  });

  it('computes the generated stock_state column as the one definition does', () => {
    const ranked = db
      .prepare(
        `select quantity_in_stock as q, minimum_stock_level as m, ${STOCK_STATE_EXPRESSION} as r from i`,
      )
      .all() as { q: number; m: number; r: number }[];
    expect(ranked).toHaveLength(39);
    for (const { q, m, r } of ranked) expect(STOCK_STATUSES[r]).toBe(stockStatus(q, m));
  });
});
