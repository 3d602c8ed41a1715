import { lazy, Suspense } from 'react';
import { saleBarcode } from '@shop/contracts';

const SaleNumberBarcode = lazy(() =>
  import('./sale-number-barcode').then((m) => ({ default: m.SaleNumberBarcode })),
);

/**
 * A receipt's sale number as a barcode (docs/product/point-of-sale.md). bwip-js is large and the
 * till needs it only once a sale or a return is done, so it loads then; meanwhile the number
 * shows as text.
 */
export function SaleBarcode({ purchaseId }: { purchaseId: number }) {
  return (
    <Suspense fallback={<span>{saleBarcode(purchaseId)}</span>}>
      <SaleNumberBarcode purchaseId={purchaseId} />
    </Suspense>
  );
}
