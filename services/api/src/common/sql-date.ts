/**
 * A datetime column read as a plain row: a Date from MySQL; from SQLite epoch
 * milliseconds or text, depending on how it was written. Stored dates are UTC
 * (forceUtcTimezone), so text without a zone is read as UTC too.
 */
export function readSqlDate(value: Date | number | string): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || /^\d+$/.test(value)) return new Date(Number(value));
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
}
