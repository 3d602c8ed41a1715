/**
 * A product's size and colour as the cart and an order line show them: "Size L · Navy"
 * (docs/product/purchases.md#purchase-detail, docs/product/cart-and-checkout.md). A product record
 * is one size in one colour (docs/decisions/0024-the-detail-page-tells-the-truth.md).
 */
export function variantLabel(product: { size?: string | null; color?: string | null }): string {
  return [product.size && `Size ${product.size}`, product.color].filter(Boolean).join(' · ');
}
