// A kit takes the tokens from the shared `@shop/ui` (the federation singleton already on
// the page), not from their file: that would bundle a second copy into the kit.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { tokens } from '@shop/ui';
import { statusLabel } from '@shop/contracts';

type Tone = keyof typeof tokens.tone;

/**
 * The tone of each purchase, payment, return and stock state (docs/product/inventory.md#stock-state,
 * docs/product/purchases.md#statuses-and-transitions).
 */
const TONES: Record<string, Tone> = {
  pending: 'warning',
  requested: 'warning',
  received: 'info',
  rejected: 'neutral',
  partially_refunded: 'special',
  awaiting_payment: 'caution',
  processing: 'info',
  completed: 'success',
  paid: 'success',
  cancelled: 'neutral',
  failed: 'danger',
  refunded: 'special',
  in_stock: 'success',
  low_stock: 'caution',
  out_of_stock: 'danger',
  active: 'success',
  inactive: 'neutral',
};

/**
 * A status word as a coloured badge; a missing status reads "Pending"
 * (docs/product/purchases.md#statuses-and-transitions).
 */
export function StatusBadge({ status }: { status?: string | null }) {
  const value = status || 'pending';
  const { text: color, background } = tokens.tone[TONES[value] ?? 'neutral'];
  return (
    <span
      style={{
        color,
        background,
        padding: '2px 10px',
        borderRadius: tokens.radius.pill,
        fontSize: tokens.fontSize.xs,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {statusLabel(value)}
    </span>
  );
}
