import { useId } from 'react';
import {
  COLORS,
  SIZES,
  type Color,
  type ProductDetail,
  type ProductVariant,
  type Size,
} from '@shop/contracts';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { useNavigate } from '@shop/ui/routing';

/** A swatch's fill: the design tokens' CSS-only `--shop-swatch-<colour>` (tokens.test checks each exists). */
const swatchFill = (color: Color) => `var(--shop-swatch-${color.toLowerCase()})`;
const { color: palette, space } = tokens;

/**
 * The variant a size or colour leads to: the one that keeps the other option as it is,
 * else one in stock, else any (docs/product/storefront.md#product-detail). Undefined when the style
 * has none.
 */
export function variantFor(
  variants: ProductVariant[],
  current: { size: Size; color: Color },
  option: { size: Size } | { color: Color },
): ProductVariant | undefined {
  const keep: 'size' | 'color' = 'size' in option ? 'color' : 'size';
  const matching = variants.filter((variant) =>
    'size' in option ? variant.size === option.size : variant.color === option.color,
  );
  return (
    matching.find((variant) => variant[keep] === current[keep]) ??
    matching.find((variant) => variant.in_stock) ??
    matching[0]
  );
}

/** "M", "M, out of stock", "XL, not available": what a size or colour option is called. */
function optionName(label: string, variant: ProductVariant | undefined): string {
  if (!variant) return `${label}, not available`;
  return variant.in_stock ? label : `${label}, out of stock`;
}

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
 * Size buttons and colour swatches. A product record is one size in one colour; the other
 * products of its style (same name and brand, from the API's `variants`) are its other sizes
 * and colours. Choosing one goes to that product's page (a history entry: Back returns). A
 * size or colour the style does not come in is disabled, drawn struck through, and named
 * "…, not available"; one that leads to a sold-out variant is named "…, out of stock".
 */
export function ProductOptions({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const variants = product.variants ?? [];
  const current = { size: product.size, color: product.color };
  const go = (variant: ProductVariant) => void navigate(`/products/${variant.id}`);

  return (
    <>
      <OptionGroup label="Size" value={product.size}>
        {SIZES.map((size) => {
          const chosen = size === product.size;
          const variant = chosen ? undefined : variantFor(variants, current, { size });
          const exists = chosen || variant !== undefined;
          const soldOut = variant !== undefined && !variant.in_stock;
          return (
            <Button
              key={size}
              type={chosen ? 'primary' : soldOut ? 'dashed' : 'default'}
              aria-pressed={chosen}
              aria-label={chosen ? size : optionName(size, variant)}
              disabled={!exists}
              onClick={() => variant && go(variant)}
              style={{ minWidth: 48, textDecoration: exists ? undefined : 'line-through' }}
            >
              {size}
            </Button>
          );
        })}
      </OptionGroup>
      <OptionGroup label="Color" value={product.color}>
        {COLORS.map((color) => {
          const chosen = color === product.color;
          const variant = chosen ? undefined : variantFor(variants, current, { color });
          const exists = chosen || variant !== undefined;
          const name = chosen ? color : optionName(color, variant);
          const soldOut = variant !== undefined && !variant.in_stock;
          return (
            <button
              key={color}
              type="button"
              className={
                exists
                  ? soldOut
                    ? 'sf-swatch sf-swatch-sold-out'
                    : 'sf-swatch'
                  : 'sf-swatch sf-swatch-unavailable'
              }
              aria-label={name}
              aria-pressed={chosen}
              disabled={!exists}
              title={name}
              onClick={() => variant && go(variant)}
              style={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                background: swatchFill(color),
                border: `1px solid ${palette.subtle}`,
                boxShadow: chosen
                  ? `0 0 0 2px ${palette.white}, 0 0 0 4px ${palette.brand}`
                  : undefined,
                cursor: chosen ? 'default' : exists ? 'pointer' : 'not-allowed',
              }}
            />
          );
        })}
      </OptionGroup>
    </>
  );
}
