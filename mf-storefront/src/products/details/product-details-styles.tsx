import { tokens } from '@shop/ui';

const { color, radius, space } = tokens;

/** The detail page's rules inline styles cannot express (focus rings, table cells). */
export function ProductDetailsStyles() {
  return (
    <style href="sf-product-details" precedence="default">{`
      .sf-swatch { position: relative; padding: 0; }
      .sf-swatch:focus-visible { outline: 3px solid ${color.brand}; outline-offset: 2px; }
      .sf-swatch-unavailable { opacity: 0.45; }
      .sf-swatch-unavailable::after { content: ''; position: absolute; left: 50%; top: -3px; bottom: -3px; width: 2px; background: ${color.ink}; transform: translateX(-50%) rotate(45deg); box-shadow: 0 0 0 1px ${color.white}; }
      .sf-swatch-sold-out { border-style: dashed !important; border-width: 2px !important; }
      .sf-detail-price { font-size: 28px; font-weight: 800; }
      .sf-notes { list-style: none; padding: ${space.md}px; margin: 0; display: grid; gap: 6px; background: ${color.white}; border: 1px solid ${color.line}; border-radius: ${radius.card}px; font-weight: 600; }
      .sf-spec-table { width: 100%; max-width: 720px; border-collapse: collapse; }
      .sf-spec-table th, .sf-spec-table td { text-align: left; padding: 10px ${space.sm}px; border-bottom: 1px solid ${color.line}; }
      .sf-spec-table th { width: 40%; color: ${color.muted}; font-weight: 600; }
    `}</style>
  );
}
