// A kit takes the tokens from the shared `@shop/ui` (the federation singleton already on
// the page), not from their file: that would bundle a second copy into the kit.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { tokens } from '@shop/ui';

type Tone = keyof typeof tokens.tone;

/** The tone of each purchase, payment and stock state of docs/product/inventory.md#stock-state. */
const TONES: Record<string, Tone> = {
  pending: 'warning',
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

function label(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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
      {label(value)}
    </span>
  );
}
