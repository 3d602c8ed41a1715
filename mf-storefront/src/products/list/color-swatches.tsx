import type { Color } from '@shop/contracts';

const STYLES = `
  .sf-swatches { display: flex; flex-wrap: wrap; gap: var(--shop-space-xs); margin: 0; padding: 0; }
  .sf-card-swatch { width: 24px; height: 24px; padding: 0; border-radius: 50%; cursor: pointer;
    border: 1px solid var(--shop-subtle); }
  .sf-card-swatch[aria-pressed='true'] {
    box-shadow: 0 0 0 2px var(--shop-white), 0 0 0 4px var(--shop-brand); }
  .sf-card-swatch:focus-visible { outline: 3px solid var(--shop-brand); outline-offset: 3px; }
`;

/**
 * A card's colour swatches (docs/product/storefront.md#products-list): plain buttons named by
 * their colour, pressed when picked. The fill is the design tokens' `--shop-swatch-<colour>`, as on the detail page.
 */
export function ColorSwatches({
  styleName,
  colors,
  picked,
  onPick,
}: {
  styleName: string;
  colors: Color[];
  picked: Color | null;
  onPick: (color: Color) => void;
}) {
  return (
    <div role="group" aria-label={`Colours of ${styleName}`} className="sf-swatches">
      <style href="sf-card-swatches" precedence="default">
        {STYLES}
      </style>
      {colors.map((color) => (
        <button
          key={color}
          type="button"
          className="sf-card-swatch"
          aria-label={color}
          aria-pressed={color === picked}
          title={color}
          onClick={() => onPick(color)}
          style={{ background: `var(--shop-swatch-${color.toLowerCase()})` }}
        />
      ))}
    </div>
  );
}
