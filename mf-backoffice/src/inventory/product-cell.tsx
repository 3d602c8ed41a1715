import type { InventoryProduct } from '@shop/contracts';
import { tokens } from '@shop/ui';
import { variantOf } from './inventory-labels';

const IMAGE_SIZE = 48;

/**
 * The product's picture (or a plain placeholder), its name and brand-size-colour. The
 * picture is decorative: the name beside it says what it shows.
 */
export function ProductCell({ product }: { product: InventoryProduct }) {
  const frame = {
    width: IMAGE_SIZE,
    height: IMAGE_SIZE,
    flex: 'none',
    borderRadius: tokens.radius.md,
    background: tokens.color.placeholder,
    objectFit: 'cover' as const,
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: tokens.space.sm }}>
      {product.image_url ? (
        <img src={product.image_url} alt="" loading="lazy" style={frame} />
      ) : (
        <span aria-hidden="true" style={frame} />
      )}
      <div>
        <div style={{ fontWeight: 600 }}>{product.name}</div>
        <div style={{ color: tokens.color.muted, fontSize: tokens.fontSize.xs }}>
          {variantOf(product)}
        </div>
      </div>
    </div>
  );
}
