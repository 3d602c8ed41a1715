import type { StyleSummary } from '@shop/contracts';
import { ShopLink, tokens } from '@shop/ui';
import { ResponsiveTable, StatusBadge, StockStatusTag, type ResponsiveColumn } from '@shop/ui/data';
import { stylePrice } from './style-price';
import { StyleThumb } from './style-thumb';

const COLUMNS: readonly ResponsiveColumn<StyleSummary>[] = [
  {
    key: 'style',
    title: 'Style',
    heading: true,
    render: (style) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: tokens.space.sm }}>
        <StyleThumb src={style.thumb_url} />
        <span>
          <ShopLink href={`/catalogue/${style.id}`} style={{ fontWeight: 600 }}>
            {style.name}
          </ShopLink>
          <span
            style={{ display: 'block', color: tokens.color.muted, fontSize: tokens.fontSize.xs }}
          >
            {style.brand} · {style.category.name}
          </span>
        </span>
      </span>
    ),
  },
  { key: 'price', title: 'Price', align: 'right', render: stylePrice },
  { key: 'variants', title: 'Variants', align: 'right', render: (style) => style.variant_count },
  {
    key: 'stock',
    title: 'Stock',
    align: 'right',
    render: (style) => (
      <span style={{ display: 'inline-flex', gap: tokens.space.xs, alignItems: 'center' }}>
        {style.quantity_in_stock}
        <StockStatusTag status={style.stock_status} />
      </span>
    ),
  },
  {
    key: 'status',
    title: 'Status',
    render: (style) => <StatusBadge status={style.is_active ? 'active' : 'archived'} />,
  },
];

/** One page of styles; each name opens its editor. */
export function StyleList({ styles, refreshing }: { styles: StyleSummary[]; refreshing: boolean }) {
  return (
    <ResponsiveTable
      label="Styles"
      columns={COLUMNS}
      rows={styles}
      rowKey={(style) => style.id}
      empty="No styles match these filters."
      loading={refreshing}
    />
  );
}
