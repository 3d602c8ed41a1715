import type { EntityManager } from '@mikro-orm/core';
import { PriceChange } from './price-change.entity';
import type { Product } from './product.entity';

export interface NewPrices {
  sellingPriceCents?: number;
  costPriceCents?: number;
}

/**
 * Sets a variant's prices and records each one that changes (who, when, from, to): every route
 * that changes a price goes through here (docs/product/catalogue.md#price-history).
 */
export function changePrices(
  em: EntityManager,
  product: Product,
  prices: NewPrices,
  userId: number,
): void {
  const record = (field: PriceChange['field'], fromCents: number, toCents: number) => {
    if (fromCents !== toCents)
      em.persist(new PriceChange({ productId: product.id, field, fromCents, toCents, userId }));
  };
  if (prices.sellingPriceCents !== undefined) {
    record('selling_price', product.sellingPriceCents, prices.sellingPriceCents);
    product.sellingPriceCents = prices.sellingPriceCents;
  }
  if (prices.costPriceCents !== undefined) {
    record('cost_price', product.costPriceCents, prices.costPriceCents);
    product.costPriceCents = prices.costPriceCents;
  }
}
