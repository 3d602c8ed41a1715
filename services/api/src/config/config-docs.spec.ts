import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { environmentRows, environmentTable, TABLE_MARKER, tableAfter } from './config-docs';

const OPERATIONS = resolve(__dirname, '../../../../docs/operations.md');

describe('the environment variables table', () => {
  it('in docs/operations.md is the schema (else: node tools/config-docs.mjs --write)', () => {
    const page = readFileSync(OPERATIONS, 'utf8');
    expect(tableAfter(page, TABLE_MARKER)).toEqual(environmentRows());
  });

  it('names every variable once, with what it does', () => {
    const rows = environmentRows();
    expect(new Set(rows.map(([name]) => name)).size).toBe(rows.length);
    for (const [, , does] of rows) expect(does).not.toBe('');
  });

  it('reads back as the rows it was written from', () => {
    expect(tableAfter(`${TABLE_MARKER}\n\n${environmentTable()}\n\nAfter.`, TABLE_MARKER)).toEqual(
      environmentRows(),
    );
  });
});
