import {
  COLORS,
  formatCents,
  parseMoney,
  SIZES,
  variantSku,
  type Color,
  type Size,
} from '@shop/contracts';
import { Text, tokens } from '@shop/ui';
import { Checkbox } from '@shop/ui/forms';

export interface VariantMatrixProps {
  sizes: Size[];
  colors: Color[];
  onSizes: (sizes: Size[]) => void;
  onColors: (colors: Color[]) => void;
  skuPattern: string;
  styleCode: string;
  /** The price every variant starts at, as typed ("49.99"), or empty. */
  price: string;
  error?: string;
}

/** Toggles `item` in `picked`, keeping the order of `all`. */
function toggled<T>(all: readonly T[], picked: readonly T[], item: T): T[] {
  const next = picked.includes(item) ? picked.filter((each) => each !== item) : [...picked, item];
  return all.filter((each) => next.includes(each));
}

function Picker<T extends string>(props: {
  legend: string;
  all: readonly T[];
  picked: T[];
  onChange: (picked: T[]) => void;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${tokens.space.md}px` }}>
      <legend style={{ fontWeight: 600 }}>{props.legend}</legend>
      {props.all.map((item) => (
        <Checkbox
          key={item}
          checked={props.picked.includes(item)}
          onChange={() => props.onChange(toggled(props.all, props.picked, item))}
        >
          {item}
        </Checkbox>
      ))}
    </fieldset>
  );
}

/**
 * The new style's variant matrix (docs/product/catalogue.md#variants-and-skus): pick sizes and
 * colours and see every variant that will be made, its SKU from the pattern by the rule the API
 * uses (`variantSku`), at the style's price.
 */
export function VariantMatrix(props: VariantMatrixProps) {
  const { sizes, colors, skuPattern, styleCode, price } = props;
  const code = styleCode.trim().toUpperCase() || 'STYLE';
  const parsed = parseMoney(price);
  const priceText = parsed.ok ? formatCents(parsed.cents) : '—';
  const variants = colors.flatMap((color) => sizes.map((size) => ({ color, size })));
  return (
    <section aria-labelledby="variant-matrix-title">
      <h2 id="variant-matrix-title" style={{ fontSize: tokens.fontSize.lg }}>
        Sizes and colours
      </h2>
      <Picker legend="Sizes" all={SIZES} picked={sizes} onChange={props.onSizes} />
      <Picker legend="Colours" all={COLORS} picked={colors} onChange={props.onColors} />
      {props.error && (
        <p role="alert" style={{ color: tokens.color.danger }}>
          {props.error}
        </p>
      )}
      {variants.length > 0 && (
        <table
          aria-label="Variants to create"
          style={{ borderCollapse: 'collapse', width: '100%' }}
        >
          <caption style={{ textAlign: 'left' }}>
            <Text muted as="span">
              {variants.length} variants will be created
            </Text>
          </caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                SKU
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                Colour
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                Size
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {variants.map(({ color, size }) => (
              <tr key={`${color}-${size}`}>
                <td>{variantSku(skuPattern, code, color, size)}</td>
                <td>{color}</td>
                <td>{size}</td>
                <td style={{ textAlign: 'right' }}>{priceText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
