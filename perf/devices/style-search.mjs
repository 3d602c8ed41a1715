// @ts-check
// `node perf/devices/style-search.mjs [--quick] [--database <url>]`: the count and the page of
// the till's typed fragment, `GET /api/styles/?search=<text>&sort=name&per_page=100`, as the API
// sends them now (through @shop/api/bench-sql: the styles found by the search's words in
// `style_word`, docs/decisions/0120-the-search-finds-words-by-their-start.md) beside what they
// were as of commit ee3e193 (the substring test over every visible variant; the count
// `count(distinct p.style_id)` over all of them). On the styles bench's catalogue (200,070
// variants, a scratch database; `--database` reuses a seeded one), one connection. Checks both
// sides answer the same, prints each plan, the rows each side reads (Handler_read_*, independent
// of load), then wall time per statement, the sides in alternating blocks, medians, with the
// load average.
import { createRequire } from 'node:module';
import mysql from 'mysql2/promise';
import * as bench from '../bench/support.mjs';
import { compareStatements, stylesCatalogue } from './support.mjs';

/** @typedef {import('./support.mjs').Statement} Statement */

const TEXT =
  '(instr(lower(p.name), ?) > 0 or instr(lower(p.brand), ?) > 0 or instr(lower(p.sku), ?) > 0)';
/** The statements as of commit ee3e193. @param {string} search @returns {{ count: Statement, pageQuery: Statement }} */
const before = (search) => {
  const needle = [search, search, search];
  return {
    count: {
      sql: `select count(distinct p.style_id) as total from \`product\` as \`p\` where p.is_active = 1 and ${TEXT}`,
      values: needle,
    },
    pageQuery: {
      sql:
        'select `s`.`id` as `style_id` from `style` as `s` where s.is_active = 1 and ((select 1 from' +
        ` \`product\` as \`p\` where p.is_active = 1 and ${TEXT} and p.style_id = s.id limit ?))` +
        ' is not null order by s.name asc, s.id asc limit ?',
      values: [...needle, 1, 100],
    },
  };
};

bench.buildApi();
const database = await stylesCatalogue('style_search');
const db = await mysql.createConnection(database.url);
try {
  const { styleListStatements } = createRequire(import.meta.url)('@shop/api/bench-sql');
  /** @param {string} search @returns {{ count: Statement, pageQuery: Statement }} */
  const after = (search) =>
    styleListStatements(new URLSearchParams({ search, sort: 'name', per_page: '100' }));
  // A word many styles hold (one style in six is a hoodie), and a style's code as a cashier types it.
  for (const search of ['hoodie', 'bs10327'])
    for (const statement of /** @type {const} */ (['count', 'pageQuery']))
      await compareStatements(db, `search=${search}, ${statement}`, {
        before: before(search)[statement],
        after: after(search)[statement],
      });
} finally {
  await db.end();
  await database.drop();
}
