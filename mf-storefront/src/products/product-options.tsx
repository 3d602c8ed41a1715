import { useId } from 'react';
import { COLORS, SIZES, type Product } from '@shop/contracts';
import { Button } from '@shop/ui/controls';

/** Swatch fills; light colours get a darker ring so they still show on white. */
const SWATCH: Record<(typeof COLORS)[number], string> = {
  Black: '#111827',
  White: '#ffffff',
  Red: '#dc2626',
  Blue: '#2563eb',
  Green: '#16a34a',
  Gray: '#6b7280',
  Navy: '#1e3a8a',
  Pink: '#ec4899',
};

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
    <div role="group" aria-labelledby={id} style={{ marginBottom: 20 }}>
      <div id={id} style={{ fontWeight: 600, marginBottom: 8 }}>
        {label}: <span style={{ fontWeight: 400 }}>{value}</span>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{children}</div>
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
              background: SWATCH[color],
              border: '1px solid #6b7280',
              boxShadow: color === product.color ? '0 0 0 2px #fff, 0 0 0 4px #c2410c' : undefined,
              opacity: color === product.color ? 1 : 0.35,
              cursor: color === product.color ? 'default' : 'not-allowed',
            }}
          />
        ))}
      </OptionGroup>
    </>
  );
}
