import { randomBytes } from 'node:crypto';
import type { Category } from '../../src/catalog/category.entity';
import { Style } from '../../src/catalog/style.entity';

/**
 * A style for products a test builds directly with the entity: every product belongs to one
 * (docs/decisions/0084-a-variant-is-a-product.md). Persisted with its first product.
 */
export function fixtureStyle(name: string, brand: string, category: Category): Style {
  return new Style({
    name,
    brand,
    category,
    styleCode: `FIX-${randomBytes(6).toString('hex').toUpperCase()}`,
  });
}
