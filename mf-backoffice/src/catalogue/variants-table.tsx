import type { StaffVariant } from '@shop/contracts';
import { formatDollars } from '@shop/contracts';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { StatusBadge, StockStatusTag } from '@shop/ui/data';

export interface VariantsTableProps {
  variants: StaffVariant[];
  selected: ReadonlySet<number>;
  onSelect: (selected: Set<number>) => void;
  onEdit: (variant: StaffVariant) => void;
  onDelete: (variant: StaffVariant) => void;
}

const cell = { padding: `${tokens.space.xs}px`, borderBottom: `1px solid ${tokens.color.line}` };
const right = { ...cell, textAlign: 'right' as const };
const HEADERS = [
  'SKU',
  'Barcode',
  'Size',
  'Colour',
  'Price',
  'Cost',
  'Min',
  'Max',
  'Stock',
  'Status',
];

/**
 * Every variant of the style, archived ones included, with a box to select it for a change of
 * several at once, and its own Edit and Delete.
 */
export function VariantsTable({
  variants,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: VariantsTableProps) {
  const allSelected = variants.length > 0 && variants.every((each) => selected.has(each.id));
  function toggle(id: number) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  }
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label="Variants" style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              <input
                type="checkbox"
                aria-label="Select all variants"
                checked={allSelected}
                onChange={() => onSelect(new Set(allSelected ? [] : variants.map((v) => v.id)))}
              />
            </th>
            {HEADERS.map((header) => (
              <th key={header} scope="col" style={{ ...cell, textAlign: 'left' }}>
                {header}
              </th>
            ))}
            <th scope="col" style={cell}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr key={variant.id}>
              <td style={cell}>
                <input
                  type="checkbox"
                  aria-label={`Select ${variant.sku}`}
                  checked={selected.has(variant.id)}
                  onChange={() => toggle(variant.id)}
                />
              </td>
              <td style={cell}>{variant.sku}</td>
              <td style={cell}>{variant.barcode ?? '—'}</td>
              <td style={cell}>{variant.size}</td>
              <td style={cell}>{variant.color}</td>
              <td style={right}>{formatDollars(variant.selling_price)}</td>
              <td style={right}>{formatDollars(variant.cost_price)}</td>
              <td style={right}>{variant.minimum_stock_level}</td>
              <td style={right}>{variant.maximum_stock_level}</td>
              <td style={right}>
                {variant.quantity_in_stock} <StockStatusTag status={variant.stock_status} />
              </td>
              <td style={cell}>
                <StatusBadge status={variant.is_active ? 'active' : 'archived'} />
              </td>
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                <Button
                  size="small"
                  aria-label={`Edit ${variant.sku}`}
                  onClick={() => onEdit(variant)}
                >
                  Edit
                </Button>{' '}
                <Button
                  size="small"
                  danger
                  aria-label={`Delete ${variant.sku}`}
                  onClick={() => onDelete(variant)}
                >
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
