import { useId } from 'react';
import type { Product } from '@shop/contracts';
import { Panel, PlainButton, Price, ShopLink, Text, tokens } from '@shop/ui';
import { FixedRating } from '../fixed-rating';
import { ProductImage } from '../product-image';
import { useAddToCart } from '../use-add-to-cart';

const spread = { display: 'flex', justifyContent: 'space-between', gap: tokens.space.xs } as const;

/** A product in a grid; `showAddToCart` adds the button (the home strip stays display-only). */
export function ProductCard({
  product,
  showAddToCart = false,
}: {
  product: Product;
  showAddToCart?: boolean;
}) {
  const addToCart = useAddToCart();
  const nameId = useId();

  return (
    <Panel>
      <article style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <ProductImage product={product} />
        <div
          style={{ padding: tokens.space.md, display: 'flex', flexDirection: 'column', flex: 1 }}
        >
          <div style={spread}>
            <Text
              as="span"
              muted
              style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 1 }}
            >
              {product.category?.name}
            </Text>
            <FixedRating />
          </div>
          <h3 id={nameId} style={{ fontSize: 16, margin: `${tokens.space.xxs}px 0` }}>
            <ShopLink
              href={`/products/${product.id}`}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              {product.name}
            </ShopLink>
          </h3>
          <div style={spread}>
            <Text muted style={{ margin: 0 }}>
              {product.brand}
            </Text>
            <Text as="span" muted>
              Size {product.size}
            </Text>
          </div>
          <div style={{ ...spread, alignItems: 'center', marginTop: 'auto', paddingTop: 8 }}>
            <Price value={product.selling_price} className="price" />
            {showAddToCart && (
              // Named "Add to Cart" like the detail page; the card's heading says which product.
              <PlainButton
                variant="primary"
                size="small"
                onClick={() => addToCart(product)}
                aria-describedby={nameId}
              >
                Add to Cart
              </PlainButton>
            )}
          </div>
        </div>
      </article>
    </Panel>
  );
}
