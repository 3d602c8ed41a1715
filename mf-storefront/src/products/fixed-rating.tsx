/**
 * The fixed rating of spec §9 (4.5, with "128 reviews" on the detail page). The shop
 * keeps no reviews yet, so this is a display only, as the spec asks.
 */
export function FixedRating({ reviews }: { reviews?: number }) {
  return (
    <span style={{ fontSize: 13, color: '#4b5563', whiteSpace: 'nowrap' }}>
      <span aria-hidden="true" style={{ color: '#b45309' }}>
        ★{' '}
      </span>
      {reviews === undefined ? '4.5' : `4.5 (${reviews} reviews)`}
    </span>
  );
}
