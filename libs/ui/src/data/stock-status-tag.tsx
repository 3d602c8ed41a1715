import type { StockStatus } from '@shop/contracts';
import { Tag } from 'antd';
// A kit takes the tokens from the shared `@shop/ui` (the federation singleton already on
// the page), not from their file: that would bundle a second copy into the kit.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { tokens } from '@shop/ui';

const TONES: Readonly<Record<StockStatus, keyof typeof tokens.tone>> = {
  in_stock: 'success',
  low_stock: 'caution',
  out_of_stock: 'danger',
};

/**
 * `STOCK_STATUS_LABELS` of `@shop/contracts`, written out: the kit is shared from the shell's
 * build, and importing the contracts' index would bring their schemas (and zod) into it.
 * The test holds the two to the same words.
 */
export const STOCK_TAG_WORDS: Readonly<Record<StockStatus, string>> = {
  in_stock: 'In Stock',
  low_stock: 'Low Stock',
  out_of_stock: 'Out of Stock',
};

/**
 * The stock state of docs/product/inventory.md#stock-state as a coloured tag that also says it in
 * words ("Out of Stock", "Low Stock"): the back office's inventory and the reports show it alike.
 */
export function StockStatusTag({ status }: { status: StockStatus }) {
  const tone = tokens.tone[TONES[status]];
  return (
    <Tag
      variant="filled"
      style={{ color: tone.text, background: tone.background, fontWeight: 600, marginInlineEnd: 0 }}
    >
      {STOCK_TAG_WORDS[status]}
    </Tag>
  );
}
