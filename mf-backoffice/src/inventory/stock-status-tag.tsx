import { STOCK_STATUS_LABELS, type StockStatus } from '@shop/contracts';
import { tokens } from '@shop/ui';
import { Tag } from '@shop/ui/data';

const TONES: Readonly<Record<StockStatus, keyof typeof tokens.tone>> = {
  in_stock: 'success',
  low_stock: 'caution',
  out_of_stock: 'danger',
};

/** The stock state of docs/product.md §4 as a coloured tag that also says it in words. */
export function StockStatusTag({ status }: { status: StockStatus }) {
  const tone = tokens.tone[TONES[status]];
  return (
    <Tag
      variant="filled"
      style={{ color: tone.text, background: tone.background, fontWeight: 600, marginInlineEnd: 0 }}
    >
      {STOCK_STATUS_LABELS[status]}
    </Tag>
  );
}
