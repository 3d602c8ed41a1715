import {
  centsToDollars,
  lineTotalCents,
  sumCents,
  type HeldSale as HeldSaleBody,
  type LineDiscount,
} from '@shop/contracts';
import type { Product } from '../catalog/product.entity';
import type { User } from '../users/user.entity';
import type { HeldSale } from './held-sale.entity';
import { toTillCustomer } from './till-customer.mapper';

const nameOf = (user: User) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

/**
 * A held sale as the till lists and resumes it: each line with today's name, price and stock
 * (`products`, loaded with their inventory); a line whose product left sale is dropped, with its
 * discount. The discounts are as given: the sale prices them when it is completed.
 */
export function toHeldSaleBody(held: HeldSale, products: Map<number, Product>): HeldSaleBody {
  const lines = held.heldItems().flatMap((item) => {
    const product = products.get(item.product_id);
    if (!product) return [];
    return [
      {
        product_id: product.id,
        name: product.name,
        brand: product.brand,
        sku: product.sku,
        size: product.size,
        color: product.color,
        selling_price: centsToDollars(product.sellingPriceCents),
        quantity_in_stock: product.inventory?.quantityInStock ?? 0,
        quantity: item.quantity,
        cents: lineTotalCents(product.sellingPriceCents, item.quantity),
        discount: item.discount ? { product_id: product.id, ...item.discount } : null,
      },
    ];
  });
  const lineDiscounts = lines.flatMap((line): LineDiscount[] =>
    line.discount ? [line.discount] : [],
  );
  const register = held.register.getEntity();
  const customer = held.customer?.getEntity();
  return {
    id: held.id,
    note: held.note,
    register: { id: register.id, name: register.name },
    held_by: { id: held.heldBy.id, name: nameOf(held.heldBy.getEntity()) },
    held_at: held.heldAt.toISOString(),
    expires_at: held.expiresAt.toISOString(),
    customer: customer ? toTillCustomer(customer) : null,
    lines: lines.map(({ cents: _cents, discount: _discount, ...line }) => line),
    line_discounts: lineDiscounts,
    sale_discount: held.heldSaleDiscount(),
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: centsToDollars(sumCents(lines.map((line) => line.cents))),
  };
}
