import type { Dashboard } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * `GET /reports/dashboard` (docs/product/dashboard.md, docs/product/api.md#reports-and-dashboard):
 * the staff dashboard's figures, latest orders and recent activity. Tagged `Report`, so a sale, a
 * cancellation or a stock change anywhere in the back office refreshes it. Staff only: pass
 * `{ skip: useSignedOut() }`.
 */
export const dashboardApi = injectEndpoints((build) => ({
  getDashboard: build.query<Dashboard, void>({
    query: () => '/reports/dashboard',
    providesTags: ['Report'],
  }),
}));

export const { useGetDashboardQuery } = dashboardApi;
