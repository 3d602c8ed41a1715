import { lineTotal } from '@shop/shop-state';
import { Price, tokens } from '@shop/ui';
import type { TillLine } from '../till.slice';

/** The lines and the total of the sale being paid (docs/product/point-of-sale.md). */
export function OrderSummary({ lines, total }: { lines: readonly TillLine[]; total: number }) {
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
      <p style={{ fontSize: tokens.fontSize.lg, margin: `${tokens.space.sm}px 0` }}>
        Total:{' '}
        <strong>
          <Price value={total} />
        </strong>
      </p>
    </>
  );
}
