import type { Category as CategoryBody, Product as ProductBody } from '@shop/contracts';
import { centsToAmount } from '../common/money';
import type { Category } from './category.entity';
import type { Product } from './product.entity';

export function toCategoryBody(category: Category): CategoryBody {
  return { id: category.id, name: category.name };
}

/**
 * A product as shoppers see it. Fields are listed one by one so that a new column
 * (a cost, a supplier) never reaches the storefront by accident; the staff view
 * adds `cost_price` on top of this.
 * Expects `category` and `inventory` to be loaded.
 */
export function toPublicProduct(product: Product): ProductBody {
  const category = product.category.getEntity();
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    sku: product.sku,
    description: product.description,
    image_url: product.imageUrl,
    size: product.size,
    color: product.color,
    selling_price: centsToAmount(product.sellingPriceCents),
    category_id: category.id,
    category: toCategoryBody(category),
    quantity_in_stock: product.inventory?.quantityInStock ?? 0,
    created_at: product.createdAt.toISOString(),
  };
}
