import { removeFromCart, useAppDispatch, type CartItem } from '@shop/shop-state';
import { Price, ShopLink, brand } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { QuantityStepper } from './quantity-stepper';

const pictureSize = 96;

function LinePicture({ item }: { item: CartItem }) {
  if (item.image_url) {
    return (
      <img
        src={item.image_url}
        alt={item.name}
        width={pictureSize}
        height={pictureSize}
        style={{ objectFit: 'cover', borderRadius: 8, background: '#eef0f2' }}
      />
    );
  }
  return (
    <div
      style={{
        width: pictureSize,
        height: pictureSize,
        borderRadius: 8,
        background: '#eef0f2',
        color: brand.muted,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 13,
        fontWeight: 600,
      }}
    >
      No Image
    </div>
  );
}

/** One cart line (spec §2): picture, name, description, price, stepper, remove, line total. */
export function CartLine({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const lineTotal = Math.round(item.selling_price * item.quantity * 100) / 100;

  return (
    <li
      aria-label={item.name}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        padding: 16,
        borderBottom: '1px solid #e5e7eb',
      }}
    >
      <LinePicture item={item} />
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <h2 style={{ fontSize: 17, margin: '0 0 4px' }}>
          <ShopLink href={`/products/${item.id}`} style={{ color: 'inherit' }}>
            {item.name}
          </ShopLink>
        </h2>
        {/* Two lines are enough to recognise a product; the full text stays readable to screen readers. */}
        <p
          style={{
            margin: '0 0 8px',
            color: brand.muted,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {item.description}
        </p>
        <div style={{ color: brand.muted }}>
          Price: <Price value={item.selling_price} />
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 8 }}>
        <QuantityStepper item={item} />
        <div>
          Line total:{' '}
          <strong>
            <Price value={lineTotal} />
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
