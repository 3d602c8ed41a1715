import { RETURN_STATUSES } from '@shop/contracts';
import {
  oneOfField,
  positiveNumber,
  textField,
  useUrlFilters,
  type UrlFilters,
} from '@shop/ui/lists';
import { useSearchParams } from '@shop/ui/routing';
import type { ReturnListArgs } from './returns-desk.api';

/** Returns per page. */
export const RETURNS_PAGE_SIZE = 20;

const RETURN_FILTERS = {
  status: oneOfField('status', RETURN_STATUSES, ''),
  channel: oneOfField('channel', ['web', 'pos'] as const, ''),
  order: textField('purchase_id'),
};

export type ReturnFilters = UrlFilters<typeof RETURN_FILTERS>;

/** The query `GET /returns/` gets: an order number that is not one is left out. */
export function returnArgs({ page, status, channel, order }: ReturnFilters): ReturnListArgs {
  const purchaseId = positiveNumber(order.replace(/^#/, ''));
  return {
    page,
    per_page: RETURNS_PAGE_SIZE,
    ...(status && { status }),
    ...(channel && { channel }),
    ...(purchaseId !== null && { purchase_id: purchaseId }),
  };
}

/** The desk's status, channel, order number and page, in the address. */
export const useReturnFilters = () => useUrlFilters(RETURN_FILTERS, useSearchParams());
