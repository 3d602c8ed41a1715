// Prints the API's environment variables as the Markdown table of docs/operations.md,
// from the schema that reads them (services/api/src/config/config.schema.ts); with
// --write, puts it into docs/operations.md in place of the table there. The API's Jest
// run (config-docs.spec.ts) fails while the page and the schema differ.
//   node tools/config-docs.mjs [--write]
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// The API's TypeScript sources, compiled on the fly as its tests run them. The paths are
// values, not literals, so the tools' type check leaves the API's own files to the API's.
const sources = {
  compiler: '../services/api/test/support/register-ts.js',
  table: '../services/api/src/config/config-docs.ts',
};
require(sources.compiler);
/** @type {{ environmentTable(): string; TABLE_MARKER: string }} */
const { environmentTable, TABLE_MARKER } = require(sources.table);

const table = environmentTable();
if (!process.argv.includes('--write')) {
  console.log(table);
} else {
  const file = fileURLToPath(new URL('../docs/operations.md', import.meta.url));
  const page = readFileSync(file, 'utf8');
  const at = page.indexOf(TABLE_MARKER);
  if (at < 0) {
    console.error(`docs/operations.md has no line\n  ${TABLE_MARKER}\nto put the table after`);
    process.exit(1);
  }
  const after = at + TABLE_MARKER.length;
  const lines = page.slice(after).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex(
    (line, index) => first >= 0 && index > first && !line.startsWith('|'),
  );
  const rest = first < 0 ? lines.slice(1) : lines.slice(end < 0 ? lines.length : end);
  writeFileSync(file, `${page.slice(0, after)}\n\n${table}\n${rest.join('\n')}`);
  console.log('docs/operations.md: the environment table rewritten from the schema');
}
