import type { ImportReport } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

export interface CatalogueImportArgs {
  /** The file's bytes as chosen: the API, not the browser, decides whether they are UTF-8. */
  bytes: ArrayBuffer;
  dryRun: boolean;
}

/**
 * The catalogue CSV (docs/product/catalogue.md#import-and-export): a dry run reports what a file
 * would change, applying it changes the catalogue; the export is fetched with the staff token and
 * saved from memory.
 */
export const catalogueImportApi = injectEndpoints((build) => ({
  importCatalogue: build.mutation<ImportReport, CatalogueImportArgs>({
    query: ({ bytes, dryRun }) => ({
      url: '/catalogue/import',
      method: 'POST',
      params: dryRun ? { dry_run: 'true' } : {},
      headers: { 'Content-Type': 'text/csv' },
      body: bytes,
    }),
    invalidatesTags: (_report, _error, { dryRun }) => (dryRun ? [] : ['Product', 'Inventory']),
  }),
  exportCatalogueCsv: build.mutation<string, void>({
    query: () => ({ url: '/catalogue/export.csv', responseHandler: 'content-type' }),
  }),
}));

export const { useImportCatalogueMutation, useExportCatalogueCsvMutation } = catalogueImportApi;

/** The report a refused apply (422) carries, if the error is one. */
export function reportOf(error: unknown): ImportReport | null {
  const data = (error as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && Array.isArray((data as ImportReport).errors)
    ? (data as ImportReport)
    : null;
}
