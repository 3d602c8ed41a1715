import { toSVG } from 'bwip-js/browser';
import { useMemo } from 'react';
import { saleBarcode } from '@shop/contracts';

/**
 * The sale number as a Code 128 barcode with its text under it (docs/product/point-of-sale.md),
 * as the returns screen scans it back; drawn by bwip-js as the labels are
 * (docs/product/catalogue.md#labels).
 */
export function SaleNumberBarcode({ purchaseId }: { purchaseId: number }) {
  const text = saleBarcode(purchaseId);
  const svg = useMemo(
    () => toSVG({ bcid: 'code128', text, includetext: true, height: 10 }),
    [text],
  );
  return (
    <span
      role="img"
      aria-label={`Code 128 barcode ${text}`}
      style={{ display: 'block', maxWidth: 240, margin: '0 auto' }}
      // The SVG is bwip-js's drawing of the sale number, characters we made, not anyone's markup.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
