/**
 * How one filter of a list screen is kept in the address: its parameter (the API's own name),
 * how it is read back (anything unknown reads as the fallback) and the fallback itself, which
 * the address leaves out. Built with the helpers below; `useUrlFilters` takes a record of them.
 */
export interface UrlField<T> {
  param: string;
  read: (raw: string | null) => T;
  fallback: T;
  /** The order is not a filter: Clear Filters leaves it as it is. */
  keptOnClear?: boolean;
}

/** Free text, trimmed; '' when absent. */
export const textField = (param: string): UrlField<string> => ({
  param,
  read: (raw) => raw?.trim() ?? '',
  fallback: '',
});

/** A box that is on only as `true`. */
export const flagField = (param: string): UrlField<boolean> => ({
  param,
  read: (raw) => raw === 'true',
  fallback: false,
});

/** A whole number above zero (a page, a record's id), or the fallback. */
export function positiveNumber(raw: string | null): number | null {
  const number = Number(raw);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** A record's id, or null for all of them. */
export const idField = (param: string): UrlField<number | null> => ({
  param,
  read: positiveNumber,
  fallback: null,
});

/** One of a contract's values; anything else reads as the fallback (a default, null or ''). */
export function oneOfField<T extends string, D extends T | null | '' = T>(
  param: string,
  values: readonly T[],
  fallback: D,
): UrlField<T | D> {
  const known: readonly (string | null)[] = values;
  return { param, read: (raw) => (known.includes(raw) ? (raw as T) : fallback), fallback };
}

/** The list's order, `sort` in the address; Clear Filters keeps it. */
export const sortField = <T extends string>(values: readonly T[], fallback: T): UrlField<T> => ({
  ...oneOfField('sort', values, fallback),
  keptOnClear: true,
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A shop day, `YYYY-MM-DD`, or ''. */
export const dayField = (param: string): UrlField<string> => ({
  param,
  read: (raw) => (raw && DAY.test(raw) ? raw : ''),
  fallback: '',
});
