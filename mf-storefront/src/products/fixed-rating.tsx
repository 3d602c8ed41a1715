import { useStorefrontSwitches } from '@shop/shop-state';
import { tokens } from '@shop/ui';

/**
 * The fixed rating of docs/product/roles-and-rules.md#business-constants-and-limits (4.5, with "128
 * reviews" on the detail page). The shop keeps no reviews yet, so this is a display only, as
 * docs/product/storefront.md#products-list and docs/product/storefront.md#product-detail ask. A
 * store can turn it off (docs/product/settings.md#storefront).
 */
export function FixedRating({ reviews }: { reviews?: number }) {
  if (!useStorefrontSwitches().show_sample_rating) return null;
  return (
    <span style={{ fontSize: tokens.fontSize.xs, color: tokens.color.muted, whiteSpace: 'nowrap' }}>
      <span aria-hidden="true" style={{ color: tokens.color.star }}>
        ★{' '}
      </span>
      {reviews === undefined ? '4.5' : `4.5 (${reviews} reviews)`}
    </span>
  );
}
