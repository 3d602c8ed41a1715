import { ResponsiveTable, type ResponsiveColumn } from '@shop/ui/data';
import type { LabelVariant } from './label-sheet';

/** How many labels of each variant: one row per variant, a number field each. */
export function VariantQuantities({
  variants,
  quantityOf,
  onChange,
}: {
  variants: LabelVariant[];
  quantityOf: (variantId: number) => number;
  onChange: (variantId: number, text: string) => void;
}) {
  const columns: ResponsiveColumn<LabelVariant>[] = [
    { key: 'name', title: 'Style', render: (variant) => variant.name, heading: true },
    { key: 'sku', title: 'SKU', render: (variant) => variant.sku },
    {
      key: 'variant',
      title: 'Size and colour',
      render: (variant) => `${variant.size} · ${variant.color}`,
    },
    {
      key: 'quantity',
      title: 'Labels',
      align: 'right',
      render: (variant) => (
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
      rowKey={(variant) => variant.id}
      empty="None of the chosen variants is on sale."
      size="small"
    />
  );
}
