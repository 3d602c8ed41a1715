import { useCallback } from 'react';
import { isNotFound } from '@shop/shop-state';
import type { TillNotice } from '../cart/use-add-to-till';
import type { TillProduct } from '../till.slice';
import { useLazyLookupTillCodeQuery } from './till-styles.api';
import { tillProductOf } from './till-variant';

/**
 * A scan: a barcode or SKU typed or scanned and Enter (docs/product/point-of-sale.md). The server
 * names the one active variant with exactly that code (`GET /pos/lookup`), which is added; a code
 * nobody has is said so, and so is a lookup that could not be made.
 */
export function useScan(add: (product: TillProduct) => TillNotice) {
  const [lookUp] = useLazyLookupTillCodeQuery();
  return useCallback(
    async (code: string): Promise<TillNotice> => {
      const answer = await lookUp(code, true);
      if (answer.data) return add(tillProductOf(answer.data.style, answer.data.variant));
      if (isNotFound(answer.error))
        return { tone: 'problem', text: `No product has the code “${code}”.` };
      return {
        tone: 'problem',
        text: `Could not look up “${code}”. Check the connection and scan again.`,
      };
    },
    [add, lookUp],
  );
}
