import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_MAX_BYTES,
  CATALOGUE_CSV_REQUIRED,
  type ImportRowError,
} from '@shop/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { checkAcrossRows } from './catalogue-csv-rows-agree';
import {
  readCatalogueCsvRow,
  type CatalogueCsvCells,
  type CatalogueCsvColumn,
  type CatalogueCsvRow,
} from './catalogue-csv-row';

/** Why a whole file is refused, nothing read from it: 413 for its size, 400 for the rest. */
export interface CatalogueCsvRefusal {
  status: 400 | 413;
  message: string;
}

export type ParsedCatalogueCsv =
  | { refused: CatalogueCsvRefusal }
  | { rowCount: number; rows: CatalogueCsvRow[]; errors: ImportRowError[] };

const refuse = (message: string, status: 400 | 413 = 400) => ({ refused: { status, message } });
const KNOWN = new Set<string>(CATALOGUE_CSV_COLUMNS);
const LINE_BREAK = /\r\n|\r|\n/g;
/** The apostrophe the export puts before a formula-like cell (common/csv-cells.ts), taken off again. */
const DEFUSED = /^'(?=[=+\-@\t\r])/;

/**
 * An uploaded catalogue CSV as typed rows with their lines (the header is line 1; a quoted cell
 * with line breaks moves the next row's line on), and every bad row's reasons. A file that cannot
 * be read as a whole (size, encoding, quotes, header) is refused with one message instead
 * (docs/product/catalogue.md#import-and-export).
 */
export function parseCatalogueCsv(bytes: Uint8Array): ParsedCatalogueCsv {
  if (bytes.byteLength > CATALOGUE_CSV_MAX_BYTES) {
    return refuse(`The file is larger than ${CATALOGUE_CSV_MAX_BYTES / 1024 / 1024} MB.`, 413);
  }
  let text: string;
  try {
    // Fatal: a Latin-1 or Windows-1252 file must not turn its accents into U+FFFD silently.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse('The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.');
  }
  let records: { record: string[]; raw: string }[];
  try {
    // With `raw`, each record comes with its text; csv-parse's types do not follow the option.
    records = parse(text, {
      raw: true,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as { record: string[]; raw: string }[];
  } catch (error) {
    if (error instanceof CsvError) return refuse(`The file is not valid CSV: ${error.message}.`);
    throw error;
  }
  const [header, ...body] = records;
  const headerCheck = checkHeader(header?.record ?? []);
  if (typeof headerCheck === 'string') return refuse(headerCheck);

  const rows: CatalogueCsvRow[] = [];
  const errors: ImportRowError[] = [];
  let line = 1 + lineBreaks(header?.raw ?? '');
  let rowCount = 0;
  for (const { record, raw } of body) {
    const at = line;
    line += lineBreaks(raw);
    if (record.every((cell) => cell.trim() === '')) continue;
    rowCount += 1;
    if (record.length !== headerCheck.length) {
      errors.push({
        line: at,
        reason: `the row has ${record.length} cells, the header ${headerCheck.length}`,
      });
      continue;
    }
    const cells: CatalogueCsvCells = {};
    headerCheck.forEach((column, index) => (cells[column] = record[index]!.replace(DEFUSED, '')));
    const read = readCatalogueCsvRow(cells, at);
    if ('row' in read) rows.push(read.row);
    else errors.push(...read.reasons.map((reason) => ({ line: at, reason })));
  }
  if (rowCount === 0) return refuse('The file has no rows below its header.');
  const across = checkAcrossRows(rows);
  const refusedLines = new Set(across.map((error) => error.line));
  return {
    rowCount,
    rows: rows.filter((row) => !refusedLines.has(row.line)),
    errors: [...errors, ...across].sort((a, b) => a.line - b.line),
  };
}

/** The header's columns in file order, or why it is refused (unknown columns are refused: a typo must not drop a column silently). */
function checkHeader(header: string[]): CatalogueCsvColumn[] | string {
  const names = header.map((name) => name.trim().toLowerCase());
  if (names.every((name) => name === '')) return 'The file is empty: it needs a header row.';
  const unknown = names.filter((name) => !KNOWN.has(name));
  if (unknown.length) {
    return `Unknown columns: ${unknown.map((name) => name || '(blank)').join(', ')}. The columns are ${CATALOGUE_CSV_COLUMNS.join(', ')}.`;
  }
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length) return `Columns named twice: ${[...new Set(repeated)].join(', ')}.`;
  const missing = CATALOGUE_CSV_REQUIRED.filter((column) => !names.includes(column));
  if (missing.length) return `Missing required columns: ${missing.join(', ')}.`;
  return names as CatalogueCsvColumn[];
}

const lineBreaks = (raw: string) => raw.match(LINE_BREAK)?.length ?? 0;
