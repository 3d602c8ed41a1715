/** Colours for the purchase, payment and stock states of spec §4: [text, background]. */
const COLORS: Record<string, [string, string]> = {
  pending: ['#92400e', '#fef3c7'],
  processing: ['#1e40af', '#dbeafe'],
  completed: ['#166534', '#dcfce7'],
  paid: ['#166534', '#dcfce7'],
  cancelled: ['#374151', '#f3f4f6'],
  failed: ['#991b1b', '#fee2e2'],
  refunded: ['#6b21a8', '#f3e8ff'],
  in_stock: ['#166534', '#dcfce7'],
  low_stock: ['#9a3412', '#ffedd5'],
  out_of_stock: ['#991b1b', '#fee2e2'],
  active: ['#166534', '#dcfce7'],
  inactive: ['#374151', '#f3f4f6'],
};

function label(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A status word as a coloured badge; a missing status reads "Pending" (spec §4). */
export function StatusBadge({ status }: { status?: string | null }) {
  const value = status || 'pending';
  const [color, background] = COLORS[value] ?? ['#374151', '#f3f4f6'];
  return (
    <span
      style={{
        color,
        background,
        padding: '2px 10px',
        borderRadius: 999,
        fontSize: 13,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {label(value)}
    </span>
  );
}
