import { useCallback } from 'react';
import { useAppDispatch } from '@shop/shop-state';
import {
  lineLimit,
  MAX_TILL_LINES,
  selectTillLines,
  tillProductAdded,
  type TillProduct,
} from '../till.slice';

/** The line under the search field after an add or a scan: done, or why not. */
export interface TillNotice {
  tone: 'added' | 'problem';
  text: string;
}

/**
 * Adds one of a variant to the till (the picker, a scan) and says what happened: the stock
 * caps the line (docs/product/point-of-sale.md), and a purchase takes at most 100 lines
 * (docs/product/roles-and-rules.md#business-constants-and-limits). It reads the till as it is now,
 * not as last rendered, so scans faster than the screen still count each piece.
 */
export function useAddToTill() {
  const dispatch = useAppDispatch();
  return useCallback(
    (product: TillProduct): TillNotice =>
      dispatch((_dispatch, getState) => {
        const lines = selectTillLines(getState());
        const line = lines.find((item) => item.id === product.id);
        const taken = line?.quantity ?? 0;
        if (product.quantity_in_stock <= 0)
          return { tone: 'problem', text: `${product.name} (${product.sku}) is out of stock.` };
        if (taken >= lineLimit(product))
          return {
            tone: 'problem',
            text: `All ${product.quantity_in_stock} of ${product.name} in stock are in the cart.`,
          };
        if (!line && lines.length >= MAX_TILL_LINES)
          return { tone: 'problem', text: `A sale may have at most ${MAX_TILL_LINES} lines.` };
        dispatch(tillProductAdded(product));
        return { tone: 'added', text: `Added ${product.name} (${taken + 1} in cart).` };
      }),
    [dispatch],
  );
}
