import type { PurchaseQuote } from '@shop/contracts';
import { lineTotal } from '@shop/shop-state';
import { Price, tokens } from '@shop/ui';
import type { TillLine } from '../till.slice';

/**
 * The lines, subtotal, tax and total of the sale being paid (docs/product/point-of-sale.md), the
 * tax and total as the server prices them (docs/product/tax.md#at-the-till).
 */
export function OrderSummary({
  lines,
  subtotal,
  quote,
  pending,
}: {
  lines: readonly TillLine[];
  subtotal: number;
  quote: PurchaseQuote | undefined;
  pending: boolean;
}) {
  const tax = quote ? <Price value={quote.tax} /> : pending ? 'Calculating…' : 'Added on recording';
  return (
    <>
      <h2 style={{ fontSize: tokens.fontSize.base, margin: `0 0 ${tokens.space.xxs}px` }}>
        Order summary
      </h2>
      <ul style={{ margin: 0, paddingInlineStart: tokens.space.lg }}>
        {lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.name} ({line.sku}): <Price value={lineTotal(line)} />
          </li>
        ))}
      </ul>
      <p style={{ margin: `${tokens.space.sm}px 0 0` }}>
        Subtotal: <Price value={quote?.subtotal ?? subtotal} />
        <br />
        {quote && quote.discount_amount > 0 && (
          <>
            Discount: −<Price value={quote.discount_amount} />
            <br />
          </>
        )}
        Tax: {tax}
      </p>
      <p
        style={{
          fontSize: tokens.fontSize.lg,
          margin: `${tokens.space.xs}px 0 ${tokens.space.sm}px`,
        }}
      >
        Total:{' '}
        <strong>
          <Price value={quote?.total_amount ?? subtotal} />
        </strong>
      </p>
    </>
  );
}
