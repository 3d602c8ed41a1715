import { tokens } from '@shop/ui';

const { color, radius, space } = tokens;

/** The detail page's rules inline styles cannot express (focus rings, table cells). */
export function ProductDetailsStyles() {
  return (
    <style href="sf-product-details" precedence="default">{`
      .sf-swatch:focus-visible { outline: 3px solid ${color.brand}; outline-offset: 2px; }
      .sf-detail-price { font-size: 28px; font-weight: 800; }
      .sf-notes { list-style: none; padding: ${space.md}px; margin: 0; display: grid; gap: 6px; background: ${color.white}; border: 1px solid ${color.line}; border-radius: ${radius.card}px; font-weight: 600; }
      .sf-spec-table { width: 100%; max-width: 720px; border-collapse: collapse; }
      .sf-spec-table th, .sf-spec-table td { text-align: left; padding: 10px ${space.sm}px; border-bottom: 1px solid ${color.line}; }
      .sf-spec-table th { width: 40%; color: ${color.muted}; font-weight: 600; }
    `}</style>
  );
}
