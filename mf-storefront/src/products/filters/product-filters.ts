import {
  COLORS,
  PRODUCT_SORTS,
  SIZES,
  type Color,
  type ProductSort,
  type Size,
} from '@shop/contracts';

/**
 * The list's filters as they live in the URL (`/products?category=men&size=M&page=2`),
 * so a filtered page can be shared, reloaded and left with Back. The names are the
 * API's query names (docs/product/api.md#catalogue), so the URL and the request say the same thing.
 */
export interface ProductFilters {
  search?: string;
  /** Category name, lower-case (the home tiles link `?category=men`). */
  category?: string;
  min_price?: number;
  max_price?: number;
  size?: Size;
  color?: Color;
  in_stock_only?: boolean;
}

export type FilterName = keyof ProductFilters;

export const FILTER_NAMES: readonly FilterName[] = [
  'search',
  'category',
  'min_price',
  'max_price',
  'size',
  'color',
  'in_stock_only',
];

// The same limits as productQuerySchema in @shop/contracts. Checked by hand here
// because importing the schema would put zod on the products page (the list
// chunk is kept light); a value the API would refuse is dropped, never sent.
const MAX_TEXT = 100;
const MAX_PRICE = 1_000_000;

/** Filter text as the API takes it: trimmed, at most 100 characters. */
export function parseText(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_TEXT ? trimmed : undefined;
}

/** A price filter as the API takes it: dollars from 0 to 1,000,000. */
export function parsePrice(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 && amount <= MAX_PRICE ? amount : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The list's order: the URL's `sort` when it is one the API takes, else newest first. */
export function readSort(params: URLSearchParams): ProductSort {
  return oneOf(PRODUCT_SORTS, params.get('sort')) ?? 'newest';
}

/** Page 1 unless the URL names a whole page number above it (`page=abc` is dropped). */
export function readPage(params: URLSearchParams): number {
  const value = params.get('page') ?? '';
  const page = Number(value);
  return /^\d+$/.test(value) && Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The valid filters of a URL; invalid values (`size=HUGE`) are left out. */
export function readFilters(params: URLSearchParams): ProductFilters {
  const filters: ProductFilters = {
    search: parseText(params.get('search')),
    category: parseText(params.get('category'))?.toLowerCase(),
    min_price: parsePrice(params.get('min_price')),
    max_price: parsePrice(params.get('max_price')),
    size: oneOf(SIZES, params.get('size')),
    color: oneOf(COLORS, params.get('color')),
    in_stock_only: params.get('in_stock_only') === 'true' ? true : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/**
 * The URL of a filter set, order and page: empty and false filters, the default order
 * (newest) and page 1 are left out (docs/product/roles-and-rules.md#validation-rules).
 */
export function filtersToParams(
  filters: ProductFilters,
  page = 1,
  sort: ProductSort = 'newest',
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || value === '' || value === false) continue;
    params.set(name, String(value));
  }
  if (sort !== 'newest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function hasActiveFilters(filters: ProductFilters): boolean {
  return filtersToParams(filters).toString() !== '';
}
