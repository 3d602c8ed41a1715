import type {
  InventoryReport,
  ProfitCsvTable,
  ProfitReport,
  ReportCompare,
  ReportRange,
  SalesCsvTable,
  SalesReport,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/** A report's range (both days inclusive) and, for sales, what to compare it with. */
export interface ReportArgs extends ReportRange {
  compare?: ReportCompare;
}

/** Which report's CSV, with the table and the range it takes (none for inventory). */
export type ReportCsvArgs =
  | ({ report: 'sales'; table?: SalesCsvTable } & ReportRange)
  | ({ report: 'profit'; table?: ProfitCsvTable } & ReportRange)
  | { report: 'inventory' };

/**
 * The reports of `/reports` (docs/product/reports.md, docs/product/api.md#reports-and-dashboard),
 * staff only: pass
 * `{ skip: useSignedOut() }`. Tagged `Report` like the dashboard, so a sale, a cancellation
 * or a stock change anywhere refreshes them, and so does the screen's Refresh.
 */
export const reportsApi = injectEndpoints((build) => ({
  getSalesReport: build.query<SalesReport, ReportArgs>({
    query: (params) => ({ url: '/reports/sales', params }),
    providesTags: ['Report'],
  }),
  getInventoryReport: build.query<InventoryReport, void>({
    query: () => '/reports/inventory',
    providesTags: ['Report'],
  }),
  getProfitReport: build.query<ProfitReport, ReportRange>({
    query: (params) => ({ url: '/reports/profit', params }),
    providesTags: ['Report'],
  }),
  /**
   * `GET /reports/<report>.csv` as text, through the shop's base query so it carries the
   * bearer token. A mutation: the file is fetched when asked for and never cached.
   */
  exportReportCsv: build.mutation<string, ReportCsvArgs>({
    query: ({ report, ...params }) => ({
      url: `/reports/${report}.csv`,
      params,
      responseHandler: 'content-type',
    }),
  }),
}));

export const {
  useGetSalesReportQuery,
  useGetInventoryReportQuery,
  useGetProfitReportQuery,
  useExportReportCsvMutation,
} = reportsApi;
