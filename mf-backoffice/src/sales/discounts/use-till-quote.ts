import { useMemo } from 'react';
import { useAppSelector, useOrderQuote } from '@shop/shop-state';
import { selectTillLines } from '../till.slice';
import { discountFields, selectLineDiscounts, selectSaleDiscount } from './till-discounts.slice';

/**
 * The till's sale as the server prices it now (`POST /purchases/quote`, channel `pos`), its
 * discounts included (docs/product/point-of-sale.md#discounts): the cart, its lines and the
 * payment dialog all read this one quote. `discounts` are the fields the sale is sent with.
 */
export function useTillQuote() {
  const lines = useAppSelector(selectTillLines);
  const linesDiscounts = useAppSelector(selectLineDiscounts);
  const sale = useAppSelector(selectSaleDiscount);
  const discounts = useMemo(
    () =>
      discountFields(
        { lines: linesDiscounts, sale },
        lines.map((line) => line.id),
      ),
    [lines, linesDiscounts, sale],
  );
  const given = discounts.line_discounts !== undefined || discounts.sale_discount !== undefined;
  const quoted = useOrderQuote(lines, 'pos', null, discounts);
  return { ...quoted, discounts, given };
}
