import { environmentSchema } from './config.schema';
import type { VariableDocs } from './env-values';

const HEADER = ['variable', 'when unset', 'what it does'];

/** The line that stands before the table in docs/operations.md. */
export const TABLE_MARKER =
  '<!-- The table is services/api/src/config/config.schema.ts: `node tools/config-docs.mjs --write` -->';

/** The table's rows, one per variable of the schema, in its order. */
export function environmentRows(): string[][] {
  return Object.entries(environmentSchema.shape).map(([name, schema]) => {
    const docs = schema.meta() as VariableDocs;
    return [`\`${name}\``, docs.unset, docs.description];
  });
}

/**
 * The API's part of docs/operations.md's "Environment variables", as Markdown laid out the
 * way Prettier lays out a table, so the page stays formatted after `tools/config-docs.mjs --write`.
 */
export function environmentTable(): string {
  const rows = [HEADER, ...environmentRows()];
  const widths = HEADER.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(HEADER),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.slice(1).map(line),
  ].join('\n');
}

/** The cells of the first Markdown table after `marker` in `page`, or null. */
export function tableAfter(page: string, marker: string): string[][] | null {
  const start = page.indexOf(marker);
  if (start < 0) return null;
  const lines = page.slice(start + marker.length).split('\n');
  const first = lines.findIndex((text) => text.startsWith('|'));
  if (first < 0) return null;
  const end = lines.findIndex((text, index) => index > first && !text.startsWith('|'));
  return lines.slice(first + 2, end < 0 ? undefined : end).map((text) =>
    text
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}
