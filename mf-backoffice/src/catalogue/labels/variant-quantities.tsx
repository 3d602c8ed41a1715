import type { StaffStyle, StaffVariant } from '@shop/contracts';
import { ResponsiveTable, type ResponsiveColumn } from '@shop/ui/data';

interface Row {
  style: StaffStyle;
  variant: StaffVariant;
}

/** How many labels of each variant: one row per variant, a number field each. */
export function VariantQuantities({
  variants,
  quantityOf,
  onChange,
}: {
  variants: Row[];
  quantityOf: (variantId: number) => number;
  onChange: (variantId: number, text: string) => void;
}) {
  const columns: ResponsiveColumn<Row>[] = [
    { key: 'name', title: 'Style', render: ({ style }) => style.name, heading: true },
    { key: 'sku', title: 'SKU', render: ({ variant }) => variant.sku },
    {
      key: 'variant',
      title: 'Size and colour',
      render: ({ variant }) => `${variant.size} · ${variant.color}`,
    },
    {
      key: 'quantity',
      title: 'Labels',
      align: 'right',
      render: ({ variant }) => (
        <input
          type="number"
          min={0}
          max={500}
          aria-label={`Labels for ${variant.sku}`}
          value={quantityOf(variant.id)}
          onChange={(event) => onChange(variant.id, event.target.value)}
          style={{ width: 72 }}
        />
      ),
    },
  ];
  return (
    <ResponsiveTable
      label="Variants"
      columns={columns}
      rows={variants}
      rowKey={({ variant }) => variant.id}
      empty="These styles have no active variants."
      size="small"
    />
  );
}
