import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query api of the shop. It declares no endpoints itself: each feature
 * injects its own (`api.injectEndpoints`) next to the screens that use them, e.g.
 * the storefront's `getProducts`. Tag types are listed here so features can
 * invalidate each other's caches (a purchase changes stock, say).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session', 'Product', 'Category', 'Purchase', 'Inventory', 'Supplier', 'Report'],
  endpoints: () => ({}),
});
