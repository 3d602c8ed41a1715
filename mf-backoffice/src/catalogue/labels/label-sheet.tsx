import { formatDollars } from '@shop/contracts';
import { tokens } from '@shop/ui';
import { Barcode } from './barcode';
import type { LabelLayout } from './label-layouts';

/** A variant as a label shows it, with its style's name. */
export interface LabelVariant {
  id: number;
  name: string;
  sku: string;
  barcode: string | null;
  size: string;
  color: string;
  selling_price: number;
}

/** One label to print: a copy of a variant's. */
export interface LabelItem extends LabelVariant {
  key: string;
}

/**
 * The page rules for the chosen stock: `@page` sets the paper, and printing shows the sheets
 * alone (the shell's nav bar and this screen's controls are hidden).
 */
function SheetStyles({ layout }: { layout: LabelLayout }) {
  return (
    <style>{`
      .shop-label-pages { display: grid; gap: ${tokens.space.lg}px; }
      .shop-label-page { display: grid; grid-template-columns: repeat(${layout.columns}, ${layout.width});
        grid-auto-rows: ${layout.height}; column-gap: ${layout.columnGap}; padding: ${layout.margin};
        width: max-content; background: var(--shop-white); outline: 1px dashed var(--shop-line); }
      .shop-label { box-sizing: border-box; overflow: hidden; padding: 0.04in 0.08in; display: flex;
        flex-direction: column; justify-content: space-between; font-size: 8pt; line-height: 1.15; }
      .shop-label-name { font-weight: 700; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
      .shop-label-line { display: flex; justify-content: space-between; gap: 0.05in; }
      .shop-label-barcode { display: block; min-height: 0; flex: 1; }
      .shop-label-barcode svg { height: 100%; max-width: 100%; display: block; margin: 0 auto; }
      @media print {
        @page { size: ${layout.page}; margin: 0; }
        body * { visibility: hidden; }
        .shop-label-pages, .shop-label-pages * { visibility: visible; }
        .shop-label-pages { position: absolute; left: 0; top: 0; gap: 0; }
        .shop-label-page { outline: none; break-after: page; }
      }
    `}</style>
  );
}

/** The labels laid out page by page, as the preview and as what prints. */
export function LabelSheet({ layout, labels }: { layout: LabelLayout; labels: LabelItem[] }) {
  const perPage = layout.columns * layout.rows;
  const pages = Array.from({ length: Math.ceil(labels.length / perPage) }, (_, index) =>
    labels.slice(index * perPage, (index + 1) * perPage),
  );
  return (
    <div className="shop-label-pages" aria-label="Label preview" role="region">
      <SheetStyles layout={layout} />
      {pages.map((page, index) => (
        <div key={index} className="shop-label-page" aria-label={`Page ${index + 1}`} role="group">
          {page.map((label) => (
            <div key={label.key} className="shop-label" data-testid="label">
              <span className="shop-label-name">{label.name}</span>
              <span className="shop-label-line">
                <span>
                  {label.size} · {label.color}
                </span>
                <strong>{formatDollars(label.selling_price)}</strong>
              </span>
              <Barcode sku={label.sku} barcode={label.barcode} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
