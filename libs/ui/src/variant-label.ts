/**
 * A product's size and colour as the cart and an order line show them: "Size L · Navy"
 * (docs/product.md §2.15, §2.16). A product record is one size in one colour (§10.24).
 */
export function variantLabel(product: { size?: string | null; color?: string | null }): string {
  return [product.size && `Size ${product.size}`, product.color].filter(Boolean).join(' · ');
}
