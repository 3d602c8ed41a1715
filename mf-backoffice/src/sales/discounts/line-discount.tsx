import { discountReasonText, type TillDiscountInput } from '@shop/contracts';
import { useAppSelector } from '@shop/shop-state';
import { Price, Text, tokens, VisuallyHidden } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import type { TillLine } from '../till.slice';
import { selectLineDiscounts } from './till-discounts.slice';
import { useTillQuote } from './use-till-quote';

/** "10 %" or "$5.00", as a discount was given. */
export function DiscountGiven({ discount }: { discount: TillDiscountInput }) {
  return discount.kind === 'percent' ? <>{discount.value} %</> : <Price value={discount.value} />;
}

/**
 * A cart line's discount (docs/product/point-of-sale.md#discounts): what was given and why, and
 * what it takes off as the server priced it.
 */
export function LineDiscountNote({ line }: { line: TillLine }) {
  const discount = useAppSelector(selectLineDiscounts)[String(line.id)];
  const { quote } = useTillQuote();
  if (!discount) return null;
  const off = quote?.items.find((item) => item.product_id === line.id)?.discount_amount;
  return (
    <Text as="div" style={{ fontSize: tokens.fontSize.sm, color: tokens.color.success }}>
      Discount <DiscountGiven discount={discount} /> (
      {discountReasonText(discount.reason, discount.note ?? null)})
      {off !== undefined && (
        <>
          : −<Price value={off} />
        </>
      )}
    </Text>
  );
}

/** The line's **Discount** button, reached by Tab like Remove. */
export function LineDiscountButton({
  line,
  onDiscount,
}: {
  line: TillLine;
  onDiscount: (line: TillLine) => void;
}) {
  return (
    <Button type="text" onClick={() => onDiscount(line)}>
      Discount
      <VisuallyHidden> on {line.name}</VisuallyHidden>
    </Button>
  );
}
