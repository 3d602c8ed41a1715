import { useAppSelector, selectCartItems, selectCartTotal, useOrderQuote } from '@shop/shop-state';
import { Price, tokens } from '@shop/ui';

const row = {
  display: 'flex',
  justifyContent: 'space-between',
  margin: `0 0 ${tokens.space.xs}px`,
};

/**
 * Subtotal, Tax and Total of the cart as the server prices it now (docs/product/tax.md#the-cart-and-checkout):
 * prices are before tax, and each line's tax is the server's. Until its answer comes (or if it
 * cannot come) the cart's own sum stands as the subtotal and the tax says it is worked out on
 * paying; the purchase is priced again when it is made.
 */
export function CartTotals({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const items = useAppSelector(selectCartItems);
  const cartTotal = useAppSelector(selectCartTotal);
  const { quote, pending } = useOrderQuote(items);
  return (
    <div role="group" aria-label="Order totals">
      <dl style={{ margin: `0 0 ${tokens.space.md}px` }}>
        <div style={row}>
          <dt>Subtotal</dt>
          <dd style={{ margin: 0 }}>
            <Price value={quote?.subtotal ?? cartTotal} />
          </dd>
        </div>
        <div style={row}>
          <dt>Tax</dt>
          <dd style={{ margin: 0 }}>
            {quote ? <Price value={quote.tax} /> : pending ? 'Calculating…' : 'Added at payment'}
          </dd>
        </div>
        <div style={{ ...row, fontSize: size === 'lg' ? 18 : tokens.fontSize.md }}>
          <dt>Total</dt>
          <dd style={{ margin: 0 }}>
            <strong>
              <Price value={quote?.total_amount ?? cartTotal} />
            </strong>
          </dd>
        </div>
      </dl>
    </div>
  );
}
