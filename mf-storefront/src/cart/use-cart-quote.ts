import type { PurchaseQuote } from '@shop/contracts';
import {
  apiErrorMessage,
  selectCartItems,
  selectDiscountCode,
  useAppSelector,
  useOrderQuote,
} from '@shop/shop-state';

/**
 * The cart's quote with its discount code (docs/product/discount-codes.md#in-the-cart). A code the
 * server refuses (400) gives the reason, and the totals fall back to the quote without it, so a
 * refused code never hides the prices; the checkout sends only a code the quote accepted.
 */
export function useCartQuote(): {
  quote: PurchaseQuote | undefined;
  pending: boolean;
  refusal: string | null;
} {
  const items = useAppSelector(selectCartItems);
  const code = useAppSelector(selectDiscountCode);
  const withCode = useOrderQuote(code ? items : [], undefined, code);
  const refusal = code && isRefusal(withCode.error) ? apiErrorMessage(withCode.error, '') : null;
  const plain = useOrderQuote(code && !refusal ? [] : items);
  return code && !refusal
    ? { quote: withCode.quote, pending: withCode.pending, refusal: null }
    : { quote: plain.quote, pending: plain.pending, refusal: refusal || null };
}

const isRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 400;
