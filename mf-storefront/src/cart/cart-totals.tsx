import { centsToDollars, dollarsToCents, shippingCents } from '@shop/contracts';
import { useAppSelector, selectCartTotal, useShippingRule } from '@shop/shop-state';
import { Price, tokens } from '@shop/ui';
import type { ReactNode } from 'react';
import { useCartQuote } from './use-cart-quote';

const row = {
  display: 'flex',
  justifyContent: 'space-between',
  margin: `0 0 ${tokens.space.xs}px`,
};

function TotalsRow({
  term,
  children,
  style,
}: {
  term: string;
  children: ReactNode;
  style?: object;
}) {
  return (
    <div style={{ ...row, ...style }}>
      <dt>{term}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

/**
 * Subtotal, the discount code's line (docs/product/discount-codes.md#in-the-cart), Shipping, Tax
 * and Total of the cart as the server prices it now
 * (docs/product/tax.md#the-cart-and-checkout, docs/product/settings.md#shipping): prices are before
 * tax, each line's tax and the shipping are the server's, so the total is what checkout charges.
 * Until its answer comes (or if it cannot come) the cart's own sum stands as the subtotal, the
 * shipping follows the shop's rule, and the tax says it is worked out on paying; the purchase is
 * priced again when it is made.
 */
export function CartTotals({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const subtotalCents = dollarsToCents(useAppSelector(selectCartTotal));
  const ownShippingCents = shippingCents(useShippingRule(), subtotalCents);
  const { quote, pending } = useCartQuote();
  return (
    <div role="group" aria-label="Order totals">
      <dl style={{ margin: `0 0 ${tokens.space.md}px` }}>
        <TotalsRow term="Subtotal">
          <Price value={quote?.subtotal ?? centsToDollars(subtotalCents)} />
        </TotalsRow>
        {quote?.discount_code && (
          <TotalsRow term={`Discount (${quote.discount_code})`}>
            −<Price value={quote.discount_amount} />
          </TotalsRow>
        )}
        <TotalsRow term="Shipping">
          <Price value={quote?.shipping_amount ?? centsToDollars(ownShippingCents)} />
        </TotalsRow>
        <TotalsRow term="Tax">
          {quote ? <Price value={quote.tax} /> : pending ? 'Calculating…' : 'Added at payment'}
        </TotalsRow>
        <TotalsRow term="Total" style={{ fontSize: size === 'lg' ? 18 : tokens.fontSize.md }}>
          <strong>
            <Price
              value={quote?.total_amount ?? centsToDollars(subtotalCents + ownShippingCents)}
            />
          </strong>
        </TotalsRow>
      </dl>
    </div>
  );
}
