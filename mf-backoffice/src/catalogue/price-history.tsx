import type { PriceChange } from '@shop/contracts';
import { formatDollars } from '@shop/contracts';
import { ShopTime } from '@shop/ui';
import { ResponsiveTable, TitledCard, type ResponsiveColumn } from '@shop/ui/data';

const FIELD_WORDS: Record<PriceChange['field'], string> = {
  selling_price: 'Price',
  cost_price: 'Cost',
};

const COLUMNS: readonly ResponsiveColumn<PriceChange>[] = [
  {
    key: 'when',
    title: 'When',
    heading: true,
    render: (change) => <ShopTime at={change.changed_at} format="dateTime" />,
  },
  { key: 'sku', title: 'SKU', render: (change) => change.sku },
  { key: 'field', title: 'Changed', render: (change) => FIELD_WORDS[change.field] },
  { key: 'from', title: 'From', align: 'right', render: (change) => formatDollars(change.from) },
  { key: 'to', title: 'To', align: 'right', render: (change) => formatDollars(change.to) },
  { key: 'who', title: 'By', render: (change) => change.changed_by },
];

/** Every recorded change of a variant's price or cost, newest first: who, when, from, to. */
export function PriceHistory({ changes }: { changes: PriceChange[] }) {
  return (
    <TitledCard title="Price history" titleSize="md">
      <ResponsiveTable
        label="Price history"
        columns={COLUMNS}
        rows={changes}
        rowKey={(change) => change.id}
        empty="No price or cost has changed yet."
        size="small"
      />
    </TitledCard>
  );
}
