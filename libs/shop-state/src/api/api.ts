import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query api of the shop. It declares no endpoints itself: resources that
 * several remotes read are injected by this library (`catalog/`), and
 * a remote injects its own next to the screens that use them (the storefront's
 * `createPurchase`), both through `injectEndpoints` (./inject-endpoints.ts). Tag types
 * are listed here so features can invalidate each other's caches (a purchase changes
 * stock, say).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Session',
    'Product',
    'Category',
    'Purchase',
    'Inventory',
    'Supplier',
    'Report',
    'Style',
    'Staff',
    'Role',
    'Shop',
    'Tax',
    'Return',
    'DiscountCode',
    'Register',
    'Address',
  ],
  endpoints: () => ({}),
});
