import type { PublicVariant } from '@shop/contracts';
import type { TillProduct } from '../till.slice';

/** What the till keeps of a variant: its style's name and brand, its own size, colour and stock. */
export function tillProductOf(
  style: { name: string; brand: string },
  { id, sku, size, color, selling_price, quantity_in_stock }: PublicVariant,
): TillProduct {
  return {
    id,
    name: style.name,
    brand: style.brand,
    sku,
    size,
    color,
    selling_price,
    quantity_in_stock,
  };
}
