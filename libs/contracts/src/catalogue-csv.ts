// The catalogue as CSV (docs/product/catalogue.md#import-and-export).

/**
 * The catalogue CSV (`GET /catalogue/export.csv`, `POST /catalogue/import`): one row per variant,
 * a style named by its `style_code`, header names exactly these (in any order; `description`,
 * `tags`, `supplier`, `barcode`, `minimum_stock_level`, `maximum_stock_level`,
 * `quantity_in_stock` and `status` may be left out). UTF-8, comma-separated; `tags` are
 * separated by `|`; `status` is `active` or `archived`; `category` and `supplier` are names.
 * `quantity_in_stock` is the opening stock of a variant the import creates (recorded in the stock
 * ledger); for an existing variant it is ignored, since stock changes only through the ledger.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'style_code',
  'name',
  'brand',
  'category',
  'description',
  'tags',
  'supplier',
  'sku',
  'barcode',
  'size',
  'color',
  'selling_price',
  'cost_price',
  'minimum_stock_level',
  'maximum_stock_level',
  'quantity_in_stock',
  'status',
] as const;
export const CATALOGUE_CSV_REQUIRED = [
  'style_code',
  'name',
  'brand',
  'category',
  'sku',
  'size',
  'color',
  'selling_price',
  'cost_price',
] as const;
/** A file above this many bytes is refused (413) before it is read. */
export const CATALOGUE_CSV_MAX_BYTES = 20 * 1024 * 1024;

/** A row the import refuses: its line in the file (the header is line 1) and why. */
export interface ImportRowError {
  line: number;
  reason: string;
}

/**
 * The answer of `POST /catalogue/import?dry_run=true` (what would happen) and of the applying call
 * (what happened). An applying call with any row error changes nothing and answers 422 with this
 * body (`applied: false`); applying the same file twice changes nothing the second time.
 */
export interface ImportReport {
  dry_run: boolean;
  applied: boolean;
  rows: number;
  styles_created: number;
  styles_updated: number;
  variants_created: number;
  variants_updated: number;
  variants_unchanged: number;
  errors: ImportRowError[];
}
