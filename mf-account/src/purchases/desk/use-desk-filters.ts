import {
  PAYMENT_STATUSES,
  PURCHASE_PAGE_SIZE,
  PURCHASE_STATUSES,
  SALE_CHANNELS,
} from '@shop/contracts';
import {
  dayField,
  idField,
  oneOfField,
  textField,
  useUrlFilters,
  type UrlFilters,
} from '@shop/ui/lists';
import { useSearchParams } from '@shop/ui/routing';
import type { PurchaseFilterArgs, PurchaseListArgs } from '../purchases.api';

/** The desk's filters in the address, by the API's own names (docs/product/purchases.md#the-orders-desk). */
const DESK_FILTERS = {
  search: textField('search'),
  status: oneOfField('status', PURCHASE_STATUSES, ''),
  payment_status: oneOfField('payment_status', PAYMENT_STATUSES, ''),
  channel: oneOfField('channel', SALE_CHANNELS, ''),
  cashier_id: idField('cashier_id'),
  from: dayField('from'),
  to: dayField('to'),
};

export type DeskFilters = UrlFilters<typeof DESK_FILTERS>;

/** The filters as the API takes them: none set is none sent. */
export function deskFilterArgs({
  page: _page,
  cashier_id,
  ...filters
}: DeskFilters): PurchaseFilterArgs {
  return { ...filters, ...(cashier_id !== null && { cashier_id }) };
}

/** `GET /purchases/` for these filters and page. */
export function deskListArgs(filters: DeskFilters): PurchaseListArgs {
  return { page: filters.page, per_page: PURCHASE_PAGE_SIZE, ...deskFilterArgs(filters) };
}

/** The desk's search, filters and page, in the address. */
export const useDeskFilters = () => useUrlFilters(DESK_FILTERS, useSearchParams());
