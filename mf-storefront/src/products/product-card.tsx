import type { Product } from '@shop/contracts';
import { addToCart, useAppDispatch } from '@shop/shop-state';
import { App, Button, Panel, Price, ShopLink, Text } from '@shop/ui';
import { ProductImage } from './product-image';

/** A product in a grid; `showAddToCart` adds the button (the home strip stays display-only). */
export function ProductCard({
  product,
  showAddToCart = false,
}: {
  product: Product;
  showAddToCart?: boolean;
}) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();

  function add() {
    dispatch(addToCart({ product }));
    void message.success(`${product.name} added to your cart`);
  }

  return (
    <Panel>
      <article>
        <ProductImage product={product} />
        <div style={{ padding: 16 }}>
          <Text
            as="span"
            muted
            style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 1 }}
          >
            {product.category?.name}
          </Text>
          <h3 style={{ fontSize: 16, margin: '4px 0' }}>
            <ShopLink
              href={`/products/${product.id}`}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              {product.name}
            </ShopLink>
          </h3>
          <Text muted style={{ margin: 0 }}>
            {product.brand}
          </Text>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              marginTop: 8,
            }}
          >
            <Price value={product.selling_price} className="price" />
            {showAddToCart && (
              <Button
                type="primary"
                size="small"
                onClick={add}
                aria-label={`Add ${product.name} to cart`}
              >
                Add to Cart
              </Button>
            )}
          </div>
        </div>
      </article>
    </Panel>
  );
}
