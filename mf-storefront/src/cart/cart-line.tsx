import type { CSSProperties } from 'react';
import { MAX_LINE_QUANTITY } from '@shop/contracts';
import {
  lineTotal,
  removeFromCart,
  setQuantity,
  useAppDispatch,
  type CartItem,
} from '@shop/shop-state';
import { Price, ShopLink, tokens, variantLabel } from '@shop/ui';
import { Button, QuantityStepper } from '@shop/ui/controls';

const pictureSize = 96;
const picture: CSSProperties = {
  width: pictureSize,
  height: pictureSize,
  borderRadius: tokens.radius.md,
  background: tokens.color.placeholder,
};

function LinePicture({ item }: { item: CartItem }) {
  if (item.image_url) {
    return (
      <img
        src={item.image_url}
        alt={item.name}
        width={pictureSize}
        height={pictureSize}
        style={{ ...picture, objectFit: 'cover' }}
      />
    );
  }
  return (
    <div
      style={{
        ...picture,
        color: tokens.color.muted,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: tokens.fontSize.xs,
        fontWeight: 600,
      }}
    >
      No Image
    </div>
  );
}

/** What a line says when the shop has fewer than it holds; nothing when it can be filled. */
export function shortOfStockText(quantity: number, stock: number | undefined): string | null {
  if (stock === undefined || quantity <= stock) return null;
  return stock === 0 ? 'Out of stock' : `Only ${stock} left in stock`;
}

/**
 * One cart line (docs/product/cart-and-checkout.md): picture, name (a link to the product), size
 * and colour, description, price, stepper, remove, line total. `stock` is today's stock once
 * the cart has read the product again; a line above it is marked.
 */
export function CartLine({ item, stock }: { item: CartItem; stock?: number }) {
  const dispatch = useAppDispatch();
  const short = shortOfStockText(item.quantity, stock);

  return (
    <li
      aria-label={item.name}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: tokens.space.md,
        padding: tokens.space.md,
        borderBottom: `1px solid ${tokens.color.line}`,
      }}
    >
      <LinePicture item={item} />
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <h2 style={{ fontSize: tokens.fontSize.md, margin: `0 0 ${tokens.space.xxs}px` }}>
          <ShopLink href={`/products/${item.id}`} style={{ color: 'inherit' }}>
            {item.name}
          </ShopLink>
        </h2>
        <p style={{ margin: `0 0 ${tokens.space.xxs}px`, fontWeight: 600 }}>{variantLabel(item)}</p>
        {/* Two lines are enough to recognise a product; the full text stays readable to screen readers. */}
        <p
          style={{
            margin: `0 0 ${tokens.space.xs}px`,
            color: tokens.color.muted,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {item.description}
        </p>
        <div style={{ color: tokens.color.muted }}>
          Price: <Price value={item.selling_price} />
        </div>
        {short && (
          <p
            style={{
              margin: `${tokens.space.xs}px 0 0`,
              color: tokens.color.danger,
              fontWeight: 600,
            }}
          >
            {short}
          </p>
        )}
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: tokens.space.xs,
        }}
      >
        {/* Down to 0: the cart slice takes a line set to zero away (docs/product/cart-and-checkout.md#cart-state),
            so "−" on 1 and typing 0 both remove it. */}
        <QuantityStepper
          value={item.quantity}
          min={0}
          // The server takes at most this many of one product per purchase.
          max={MAX_LINE_QUANTITY}
          label={`Quantity of ${item.name}`}
          hideLabel
          decreaseLabel={`Decrease quantity of ${item.name}`}
          increaseLabel={`Increase quantity of ${item.name}`}
          onChange={(quantity) => dispatch(setQuantity({ id: item.id, quantity }))}
        />
        <div>
          Line total:{' '}
          <strong>
            <Price value={lineTotal(item)} />
          </strong>
        </div>
        <Button
          type="link"
          aria-label={`Remove ${item.name}`}
          onClick={() => dispatch(removeFromCart(item.id))}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
