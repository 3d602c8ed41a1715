import {
  ADJUSTMENT_REASON_LABELS,
  type InventoryProduct,
  type StockActor,
  type StockMovement,
} from '@shop/contracts';

/** The line under a product's name: brand, size and colour. */
export const variantOf = ({ brand, size, color }: InventoryProduct) =>
  `${brand} - ${size} - ${color}`;

/** A change with its sign: "+10", "-2". */
export const signed = (change: number) => (change > 0 ? `+${change}` : String(change));

const MOVEMENT_LABELS: Readonly<Record<StockMovement['reason'], string>> = {
  initial: 'Opening stock',
  restock: 'Restock',
  sale: 'Sale',
  cancellation: 'Cancellation',
  adjustment: 'Adjustment',
  return: 'Return',
  write_off: 'Write-off',
};

/** "Restock", or "Adjustment: Damaged". */
export function movementLabel({ reason, adjustment_reason }: StockMovement): string {
  const label = MOVEMENT_LABELS[reason];
  return adjustment_reason ? `${label}: ${ADJUSTMENT_REASON_LABELS[adjustment_reason]}` : label;
}

export function actorName(actor: StockActor | null): string {
  if (!actor) return '—';
  const name = `${actor.first_name} ${actor.last_name}`.trim();
  return name || actor.username;
}
