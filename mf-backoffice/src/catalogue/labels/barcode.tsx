import { toSVG } from 'bwip-js/browser';
import { useMemo } from 'react';

/**
 * A variant's barcode as SVG: EAN-13 of its GTIN (a 12-digit UPC-A is the same code with a
 * leading 0, which scanners read as the UPC), else Code 128 of its SKU, which any scanner reads
 * back into the till's lookup (docs/product/catalogue.md#labels).
 */
export function barcodeOf(variant: { sku: string; barcode: string | null }) {
  const [symbology, text, bcid] = variant.barcode
    ? (['EAN-13', variant.barcode.padStart(13, '0'), 'ean13'] as const)
    : (['Code 128', variant.sku, 'code128'] as const);
  try {
    return { symbology, text, svg: toSVG({ bcid, text, includetext: true }) };
  } catch {
    // Code 128 carries ASCII only: a SKU with other characters gets its text and no bars.
    return { symbology, text, svg: null };
  }
}

export function Barcode({ sku, barcode }: { sku: string; barcode: string | null }) {
  const code = useMemo(() => barcodeOf({ sku, barcode }), [sku, barcode]);
  if (!code.svg) return <span className="shop-label-barcode">{code.text}</span>;
  return (
    <span
      className="shop-label-barcode"
      role="img"
      aria-label={`${code.symbology} barcode ${code.text}`}
      data-symbology={code.symbology}
      // The SVG is bwip-js's drawing of our own digits or SKU, not markup from anyone.
      dangerouslySetInnerHTML={{ __html: code.svg }}
    />
  );
}
