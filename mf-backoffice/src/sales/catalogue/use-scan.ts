import { useCallback } from 'react';
import type { Product } from '@shop/contracts';
import type { TillNotice } from '../cart/use-add-to-till';
import { useLazyFindProductByCodeQuery } from './product-code.api';

const sameCode = (code: string) => (product: Product) =>
  product.sku.toLowerCase() === code.toLowerCase();

/**
 * A scan: the code typed or scanned and Enter (docs/product/point-of-sale.md). The product with
 * exactly that SKU is added at once when the till has it loaded; otherwise the server is
 * asked (unless the loaded list is the whole catalogue). A code nobody has is said so.
 */
export function useScan({
  known,
  complete,
  add,
}: {
  known: Product[];
  complete: boolean;
  add: (product: Product) => TillNotice;
}) {
  const [findByCode] = useLazyFindProductByCodeQuery();
  return useCallback(
    async (code: string): Promise<TillNotice> => {
      let product = known.find(sameCode(code));
      if (!product && !complete) {
        const found = await findByCode(code, true)
          .unwrap()
          .catch(() => null);
        if (!found)
          return {
            tone: 'problem',
            text: `Could not look up “${code}”. Check the connection and scan again.`,
          };
        product = found.find(sameCode(code));
      }
      if (!product) return { tone: 'problem', text: `No product has the code “${code}”.` };
      return add(product);
    },
    [known, complete, add, findByCode],
  );
}
