import { toSVG } from 'bwip-js/browser';
import { useMemo } from 'react';

/** The symbology that scans back to exactly the stored code, so the till's lookup finds it. */
function symbologyOf(variant: { sku: string; barcode: string | null }) {
  if (variant.barcode?.length === 13) return ['EAN-13', variant.barcode, 'ean13'] as const;
  if (variant.barcode?.length === 12) return ['UPC-A', variant.barcode, 'upca'] as const;
  return ['Code 128', variant.sku, 'code128'] as const;
}

/**
 * A variant's barcode as SVG: its GTIN as EAN-13 (or UPC-A for a 12-digit one), else Code 128
 * of its SKU (docs/product/catalogue.md#labels).
 */
export function barcodeOf(variant: { sku: string; barcode: string | null }) {
  const [symbology, text, bcid] = symbologyOf(variant);
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
