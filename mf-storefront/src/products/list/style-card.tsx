import { useState } from 'react';
import type { Color, StyleCard as StyleCardData } from '@shop/contracts';
import { formatPrice, Panel, Price, ShopLink, Text, tokens } from '@shop/ui';
import { FixedRating } from '../fixed-rating';
import { ShopImage } from '../product-image';
import { ColorSwatches } from './color-swatches';
import { styleImageSource, variantIdFor } from './style-image';

const spread = { display: 'flex', justifyContent: 'space-between', gap: tokens.space.xs } as const;

/**
 * The badge on a sold-out card (docs/product/storefront.md#products-list): ink on white, readable
 * on any image.
 */
const soldOutBadge = {
  position: 'absolute',
  top: tokens.space.xs,
  left: tokens.space.xs,
  padding: '2px 10px',
  borderRadius: tokens.radius.pill,
  background: tokens.color.white,
  color: tokens.color.ink,
  fontSize: tokens.fontSize.xs,
  fontWeight: 700,
} as const;

/**
 * One style in a grid (docs/product/storefront.md#products-list): its picture, name, brand, price
 * ("From $X" when its variants differ), colour swatches and the sizes in stock. Picking a swatch
 * shows that colour's picture and points the card's link at that colour's variant; the size is
 * chosen on the detail page
 * (docs/decisions/0083-one-card-per-style.md).
 */
export function StyleCard({
  style,
  imageLoading = 'lazy',
}: {
  style: StyleCardData;
  imageLoading?: 'eager' | 'lazy';
}) {
  const [color, setColor] = useState<Color | null>(null);
  const soldOut = style.sizes_in_stock.length === 0;

  return (
    <Panel>
      <article style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <div style={{ position: 'relative' }}>
          <ShopImage
            source={styleImageSource(style, color)}
            alt={color ? `${style.name}, ${color}` : style.name}
            placeholder={style.category.name}
            loading={imageLoading}
          />
          {soldOut && <span style={soldOutBadge}>Out of stock</span>}
        </div>
        <div
          style={{
            padding: tokens.space.md,
            display: 'flex',
            flexDirection: 'column',
            gap: tokens.space.xxs,
            flex: 1,
          }}
        >
          <div style={spread}>
            <Text
              as="span"
              muted
              style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 1 }}
            >
              {style.category.name}
            </Text>
            <FixedRating />
          </div>
          <h3 style={{ fontSize: 16, margin: 0 }}>
            <ShopLink
              href={`/products/${variantIdFor(style, color)}`}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              {style.name}
            </ShopLink>
          </h3>
          <Text muted style={{ margin: 0 }}>
            {style.brand}
          </Text>
          <ColorSwatches
            styleName={style.name}
            colors={style.colors}
            picked={color}
            onPick={setColor}
          />
          {!soldOut && (
            <Text as="span" muted style={{ fontSize: tokens.fontSize.sm }}>
              In stock: {style.sizes_in_stock.join(', ')}
            </Text>
          )}
          <div style={{ marginTop: 'auto', paddingTop: tokens.space.xs }}>
            <StylePrice style={style} />
          </div>
        </div>
      </article>
    </Panel>
  );
}

/** "$29.99", or "From $24.99" when the style's variants are priced differently. */
function StylePrice({ style }: { style: StyleCardData }) {
  if (style.min_price === style.max_price)
    return <Price value={style.min_price} className="price" />;
  return <span className="price">From {formatPrice(style.min_price)}</span>;
}
