import type { Color, ImportReport, ImportRowError, Size } from '@shop/contracts';

/** A style's own fields as the import writes them (category and supplier resolved to ids). */
export interface StyleValues {
  name: string;
  brand: string;
  category_id: number;
  description: string;
  tags: string[];
  supplier_id: number | null;
}

/** A variant's fields the import may change; its SKU, style, size and colour it never changes. */
export interface VariantValues {
  barcode: string | null;
  selling_price_cents: number;
  cost_price_cents: number;
  minimum_stock_level: number;
  maximum_stock_level: number;
  is_active: boolean;
}

export interface ExistingStyle extends StyleValues {
  id: number;
  style_code: string;
}

export interface ExistingVariant extends VariantValues {
  id: number;
  style_code: string;
  sku: string;
  size: Size;
  color: Color;
}

/**
 * What the database holds that a file's rows touch, read before planning: the styles named by
 * the file, the variants with the file's SKUs and every variant of those styles, the categories
 * and suppliers (keys lower-case), and the owner's SKU of each of the file's barcodes in use.
 */
export interface CatalogueSnapshot {
  stylesByCode: ReadonlyMap<string, ExistingStyle>;
  variants: readonly ExistingVariant[];
  categoryIdsByName: ReadonlyMap<string, number>;
  supplierIdsByName: ReadonlyMap<string, number>;
  barcodeOwners: ReadonlyMap<string, string>;
  /** A new variant's levels when the file leaves them out: the store settings' defaults. */
  levelDefaults: { minimum: number; maximum: number };
}

export interface StyleToCreate extends StyleValues {
  style_code: string;
}

export interface StyleToUpdate {
  id: number;
  style_code: string;
  changes: Partial<StyleValues>;
}

export interface VariantToCreate extends VariantValues {
  line: number;
  style_code: string;
  sku: string;
  size: Size;
  color: Color;
  /** Recorded in the stock ledger with the reason "import". */
  opening_stock: number;
}

export interface VariantToUpdate {
  line: number;
  id: number;
  sku: string;
  changes: Partial<VariantValues>;
}

/** What applying a file would do; with any error, nothing is applied. */
export interface CatalogueImportPlan {
  stylesToCreate: StyleToCreate[];
  stylesToUpdate: StyleToUpdate[];
  variantsToCreate: VariantToCreate[];
  variantsToUpdate: VariantToUpdate[];
  variantsUnchanged: number;
  errors: ImportRowError[];
}

/** The plan as the API answers it (libs/contracts/src/styles.ts `ImportReport`). */
export function importReport(
  plan: CatalogueImportPlan,
  rows: number,
  mode: { dryRun: boolean; applied: boolean },
): ImportReport {
  return {
    dry_run: mode.dryRun,
    applied: mode.applied,
    rows,
    styles_created: plan.stylesToCreate.length,
    styles_updated: plan.stylesToUpdate.length,
    variants_created: plan.variantsToCreate.length,
    variants_updated: plan.variantsToUpdate.length,
    variants_unchanged: plan.variantsUnchanged,
    errors: plan.errors,
  };
}

/** The fields of `wanted` whose value differs from `current`'s (undefined means "keep"). */
export function changedFields<T extends object>(current: T, wanted: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    const value = wanted[key];
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(current[key])) {
      changes[key] = value;
    }
  }
  return changes;
}
