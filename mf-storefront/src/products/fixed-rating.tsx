import { tokens } from '@shop/ui';

/**
 * The fixed rating of docs/product.md §9 (4.5, with "128 reviews" on the detail page). The shop
 * keeps no reviews yet, so this is a display only, as docs/product.md §2.4 and §2.5 ask.
 */
export function FixedRating({ reviews }: { reviews?: number }) {
  return (
    <span style={{ fontSize: tokens.fontSize.xs, color: tokens.color.muted, whiteSpace: 'nowrap' }}>
      <span aria-hidden="true" style={{ color: tokens.color.star }}>
        ★{' '}
      </span>
      {reviews === undefined ? '4.5' : `4.5 (${reviews} reviews)`}
    </span>
  );
}
