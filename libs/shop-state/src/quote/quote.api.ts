import type {
  LineDiscountInput,
  PurchaseQuote,
  PurchaseQuoteBody,
  SaleChannel,
  TillDiscountInput,
} from '@shop/contracts';
import { injectEndpoints } from '../api/inject-endpoints';

/**
 * `POST /purchases/quote` (docs/product/tax.md#the-cart-and-checkout): the server prices the
 * lines with tax (and, on the web, shipping) as a purchase would now, buying nothing. The
 * storefront's cart and the till show it before paying; the purchase is priced again when it is
 * made, so the server always decides what is charged. A price, a tax rule or the store settings
 * changing refreshes it.
 */
export const quoteApi = injectEndpoints((build) => ({
  getPurchaseQuote: build.query<PurchaseQuote, PurchaseQuoteBody>({
    query: (body) => ({ url: '/purchases/quote', method: 'POST', body }),
    providesTags: ['Product', 'Tax', 'Shop', 'DiscountCode'],
  }),
}));

/** The lines a quote prices: a product and how many. */
export interface QuotedLine {
  id: number;
  quantity: number;
}

/**
 * The quote of `lines` on `channel` (the storefront's web by default; the till asks for `pos`,
 * which pays no shipping), or none while it is asked for, when there are no lines, or when it
 * failed (the screen then shows its own sums before tax and says tax is worked out on paying).
 */
export function useOrderQuote(
  lines: readonly QuotedLine[],
  channel?: SaleChannel,
  discountCode?: string | null,
  /** The till's discounts (docs/product/point-of-sale.md#discounts), priced by the server. */
  till?: { line_discounts?: LineDiscountInput[]; sale_discount?: TillDiscountInput | null },
): {
  quote: PurchaseQuote | undefined;
  pending: boolean;
  /** The server's answer when it refused the request (a refused discount code says why). */
  error: unknown;
} {
  const items = lines.map((line) => ({ product_id: line.id, quantity: line.quantity }));
  const { data, isFetching, isError, error } = quoteApi.useGetPurchaseQuoteQuery(
    {
      items,
      ...(channel && { channel }),
      ...(discountCode && { discount_code: discountCode }),
      ...(till?.line_discounts?.length && { line_discounts: till.line_discounts }),
      ...(till?.sale_discount && { sale_discount: till.sale_discount }),
    },
    { skip: items.length === 0 },
  );
  return {
    quote: isError || isFetching ? undefined : data,
    pending: isFetching,
    error: isError ? error : undefined,
  };
}
