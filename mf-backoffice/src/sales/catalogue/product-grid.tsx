import type { Product } from '@shop/contracts';
import { useAppSelector } from '@shop/shop-state';
import { Price, Text, VisuallyHidden } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { lineLimit, selectTillLines } from '../till.slice';

const STYLES = `
  .pos-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--shop-space-sm);
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); }
  .pos-tile { display: flex; flex-direction: column; gap: var(--shop-space-xxs);
    padding: var(--shop-space-sm); background: var(--shop-white);
    border: 1px solid var(--shop-line); border-radius: var(--shop-radius-card); }
  .pos-tile[data-out] { background: var(--shop-fill); }
  .pos-tile-name { font-weight: 600; line-height: 1.3; }
  .pos-tile-meta { font-size: var(--shop-font-size-sm); color: var(--shop-muted); }
  .pos-tile-foot { display: flex; justify-content: space-between; align-items: baseline;
    margin-top: auto; padding-top: var(--shop-space-xxs); }
  .pos-tile-stock { font-size: var(--shop-font-size-sm); }
  .pos-tile-stock[data-out] { color: var(--shop-danger); font-weight: 600; }
`;

function stockText(stock: number, inCart: number): string {
  if (stock <= 0) return 'Out of stock';
  return inCart ? `${stock} in stock, ${inCart} in cart` : `${stock} in stock`;
}

/**
 * The till's product tiles (docs/product/point-of-sale.md): name, brand, size, colour, SKU,
 * price and stock, and Add to Cart, which stays off for a product out of stock or
 * whose whole stock is already in the cart.
 */
export function ProductGrid({
  products,
  onAdd,
}: {
  products: Product[];
  onAdd: (product: Product) => void;
}) {
  const lines = useAppSelector(selectTillLines);
  const inCart = new Map(lines.map((line) => [line.id, line.quantity]));
  return (
    <>
      <style href="pos-grid" precedence="default">
        {STYLES}
      </style>
      <ul className="pos-grid" aria-label="Products">
        {products.map((product) => {
          const taken = inCart.get(product.id) ?? 0;
          const out = product.quantity_in_stock <= 0;
          const full = taken >= lineLimit(product);
          return (
            <li key={product.id} className="pos-tile" data-out={out || undefined}>
              <span className="pos-tile-name">{product.name}</span>
              <span className="pos-tile-meta">
                {product.brand} · {product.size} · {product.color}
              </span>
              <span className="pos-tile-meta">SKU {product.sku}</span>
              <div className="pos-tile-foot">
                <strong>
                  <Price value={product.selling_price} />
                </strong>
                <span className="pos-tile-stock" data-out={out || undefined}>
                  {stockText(product.quantity_in_stock, taken)}
                </span>
              </div>
              <Button onClick={() => onAdd(product)} disabled={out || full} block>
                Add to Cart
                <VisuallyHidden>
                  : {product.name}, {product.size}, {product.color}
                </VisuallyHidden>
              </Button>
            </li>
          );
        })}
      </ul>
      {products.length === 0 && <Text muted>No products match the search.</Text>}
    </>
  );
}
