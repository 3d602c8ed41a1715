import { centsToDollars, discountReasonText, dollarsToCents, sumCents } from '@shop/contracts';
import { apiErrorMessage, useAppSelector } from '@shop/shop-state';
import { Price, tokens } from '@shop/ui';
import { Alert } from '@shop/ui/forms';
import { selectSaleDiscount } from './till-discounts.slice';
import { useTillQuote } from './use-till-quote';

/**
 * The cart's figures: the pieces and the total before tax; with discounts given, the subtotal,
 * the lines' discounts and the sale's, the tax and the total as the server prices them
 * (docs/product/point-of-sale.md#discounts), or what it refused.
 */
export function CartTotals({ count, total }: { count: number; total: number }) {
  const { quote, pending, error, given } = useTillQuote();
  const sale = useAppSelector(selectSaleDiscount);
  const lineDiscounts = centsToDollars(
    sumCents((quote?.items ?? []).map((item) => dollarsToCents(item.discount_amount))),
  );
  const figure = (value: number | undefined) =>
    value === undefined ? pending ? 'Calculating…' : '—' : <Price value={value} />;
  return (
    <>
      <dl className="pos-totals">
        <div>
          <dt>Items</dt>
          <dd>{count}</dd>
        </div>
        {given && (
          <>
            <div>
              <dt>Subtotal</dt>
              <dd>
                <Price value={total} />
              </dd>
            </div>
            {lineDiscounts > 0 && (
              <div>
                <dt>Line discounts</dt>
                <dd>−{figure(lineDiscounts)}</dd>
              </div>
            )}
            {sale && (
              <div>
                <dt>Sale discount ({discountReasonText(sale.reason, sale.note ?? null)})</dt>
                <dd>−{figure(quote?.sale_discount_amount)}</dd>
              </div>
            )}
            <div>
              <dt>Tax</dt>
              <dd>{figure(quote?.tax)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Total</dt>
          <dd>{given ? figure(quote?.total_amount) : <Price value={total} />}</dd>
        </div>
      </dl>
      {given && error !== undefined && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(error, 'The discounts could not be priced. Please try again.')}
          style={{ marginBottom: tokens.space.sm }}
        />
      )}
    </>
  );
}
