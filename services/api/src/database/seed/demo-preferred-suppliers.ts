import { ref } from '@mikro-orm/core';
import type { Supplier } from '../../suppliers/supplier.entity';
import type { DemoCategory } from './demo-catalogue';
import type { DemoProduct } from './demo-products';

/** Which demo suppliers (by name) deliver each category; products take turns among them. */
const SUPPLIERS_BY_CATEGORY: Record<DemoCategory, readonly string[]> = {
  men: ['Summit Textiles Co.', 'GreenLoop Recycled Fabrics'],
  women: ['Coastal Active Supply', 'GreenLoop Recycled Fabrics'],
  accessories: ['IronWorks Gear Ltd.', 'Northern Bottle Works'],
  footwear: ['Apex Footwear Manufacturing'],
};

/**
 * Gives most demo products a preferred supplier, so the inventory's supplier filter
 * has something to show and deleting a supplier in use deactivates it. Every fifth
 * product has none; a style takes its first variant's. Draws no random numbers: the rest of the seed stays as it was.
 */
export function assignPreferredSuppliers(products: DemoProduct[], suppliers: Supplier[]): void {
  const byName = new Map(suppliers.map((supplier) => [supplier.name, supplier]));
  products.forEach(({ product }, index) => {
    if (index % 5 === 4) return;
    const names = SUPPLIERS_BY_CATEGORY[product.category.getEntity().name as DemoCategory];
    const supplier = byName.get(names[index % names.length] ?? '');
    if (supplier) product.supplier = ref(supplier);
  });
  // A style's preferred supplier is its first variant's, as the styles migration decides.
  const styled = new Set<object>();
  for (const { product } of products) {
    const style = product.style.getEntity();
    if (styled.has(style)) continue;
    styled.add(style);
    style.supplier = product.supplier;
  }
}
