import { useId } from 'react';
import { COLORS, SIZES, type Product } from '@shop/contracts';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';

/** A swatch's fill: the design tokens' CSS-only `--shop-swatch-<colour>` (tokens.test checks each exists). */
const swatchFill = (color: (typeof COLORS)[number]) => `var(--shop-swatch-${color.toLowerCase()})`;
const { color: palette, space } = tokens;

function OptionGroup({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} style={{ marginBottom: space.lg }}>
      <div id={id} style={{ fontWeight: 600, marginBottom: space.xs }}>
        {label}: <span style={{ fontWeight: 400 }}>{value}</span>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: space.xs }}>{children}</div>
    </div>
  );
}

/**
 * Size buttons and colour swatches. Each product record is one size in one colour,
 * so its own is shown chosen and the others are shown but unavailable: honest
 * about what this item is, with nothing that pretends to switch it.
 */
export function ProductOptions({ product }: { product: Product }) {
  return (
    <>
      <OptionGroup label="Size" value={product.size}>
        {SIZES.map((size) => (
          <Button
            key={size}
            type={size === product.size ? 'primary' : 'default'}
            aria-pressed={size === product.size}
            disabled={size !== product.size}
            style={{ minWidth: 48 }}
          >
            {size}
          </Button>
        ))}
      </OptionGroup>
      <OptionGroup label="Color" value={product.color}>
        {COLORS.map((color) => (
          <button
            key={color}
            type="button"
            className="sf-swatch"
            aria-label={color}
            aria-pressed={color === product.color}
            disabled={color !== product.color}
            title={color === product.color ? color : `${color} (not available for this item)`}
            style={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              background: swatchFill(color),
              border: `1px solid ${palette.subtle}`,
              boxShadow:
                color === product.color
                  ? `0 0 0 2px ${palette.white}, 0 0 0 4px ${palette.brand}`
                  : undefined,
              opacity: color === product.color ? 1 : 0.35,
              cursor: color === product.color ? 'default' : 'not-allowed',
            }}
          />
        ))}
      </OptionGroup>
    </>
  );
}
