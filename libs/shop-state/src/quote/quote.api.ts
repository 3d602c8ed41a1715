import type { PurchaseQuote, PurchaseQuoteBody } from '@shop/contracts';
import { injectEndpoints } from '../api/inject-endpoints';

/**
 * `POST /purchases/quote` (docs/product/tax.md#the-cart-and-checkout): the server prices the
 * lines with tax as a purchase would now, buying nothing. The storefront's cart and the till
 * show it before paying; the purchase is priced again when it is made, so the server always
 * decides what is charged. A price or a tax rule changing refreshes it.
 */
export const quoteApi = injectEndpoints((build) => ({
  getPurchaseQuote: build.query<PurchaseQuote, PurchaseQuoteBody>({
    query: (body) => ({ url: '/purchases/quote', method: 'POST', body }),
    providesTags: ['Product', 'Tax'],
  }),
}));

/** The lines a quote prices: a product and how many. */
export interface QuotedLine {
  id: number;
  quantity: number;
}

/**
 * The quote of `lines`, or none while it is asked for, when there are no lines, or when it
 * failed (the screen then shows its own sums before tax and says tax is worked out on paying).
 */
export function useOrderQuote(lines: readonly QuotedLine[]): {
  quote: PurchaseQuote | undefined;
  pending: boolean;
} {
  const items = lines.map((line) => ({ product_id: line.id, quantity: line.quantity }));
  const { data, isFetching, isError } = quoteApi.useGetPurchaseQuoteQuery(
    { items },
    { skip: items.length === 0 },
  );
  return { quote: isError || isFetching ? undefined : data, pending: isFetching };
}
