import type { PurchaseCashier, PurchaseCashierList } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';
import { purchaseFilterParams, type PurchaseFilterArgs } from '../purchases.api';

/**
 * The orders desk's own calls (docs/product/purchases.md#the-orders-desk), staff only: who has
 * rung up sales, for the cashier filter, and the CSV of what the filters match. The list itself
 * is `getPurchases`, which customers share.
 */
export const deskApi = injectEndpoints((build) => ({
  getPurchaseCashiers: build.query<PurchaseCashier[], void>({
    query: () => '/purchases/cashiers',
    transformResponse: (body: PurchaseCashierList) => body.cashiers,
  }),
  /** `GET /purchases/export.csv` with the filters, as text (a mutation: fetched on demand, never cached). */
  exportPurchasesCsv: build.mutation<string, PurchaseFilterArgs>({
    query: (filters) => ({
      url: '/purchases/export.csv',
      params: purchaseFilterParams(filters),
      responseHandler: 'content-type',
    }),
  }),
}));

export const { useGetPurchaseCashiersQuery, useExportPurchasesCsvMutation } = deskApi;
