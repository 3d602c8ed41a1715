import { useEffect, useRef, type KeyboardEvent } from 'react';
import { COLORS, SIZES, type PublicVariant } from '@shop/contracts';
import { useAppSelector } from '@shop/shop-state';
import { lineLimit, selectTillLines } from '../till.slice';

const STYLES = `
  .pos-picker { border-collapse: collapse; }
  .pos-picker th { padding: var(--shop-space-xxs) var(--shop-space-xs); font-weight: 600; }
  .pos-picker td { padding: 2px; }
  .pos-picker-cell { min-width: 64px; height: 44px; font: inherit; font-weight: 600;
    cursor: pointer; background: var(--shop-white); border: 1px solid var(--shop-subtle);
    border-radius: var(--shop-radius-sm); }
  .pos-picker-cell:focus-visible { outline: 3px solid var(--shop-brand); outline-offset: 1px; }
  .pos-picker-cell:disabled { cursor: not-allowed; color: var(--shop-muted);
    background: var(--shop-fill); border-color: var(--shop-line); }
`;

const ARROWS: Record<string, [row: number, column: number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The arrows move to the next cell that can be chosen in their direction, skipping those that
 * cannot (docs/product/point-of-sale.md); at an edge the focus stays.
 */
function moveFocus(event: KeyboardEvent<HTMLTableElement>) {
  const step = ARROWS[event.key];
  const from = (event.target as HTMLElement).closest('td');
  if (!step || !from) return;
  event.preventDefault();
  const rows = [...event.currentTarget.querySelectorAll('tbody tr')];
  let row = rows.indexOf(from.parentElement!);
  let column = [...from.parentElement!.querySelectorAll('td')].indexOf(from);
  for (;;) {
    row += step[0];
    column += step[1];
    const cell = rows[row]?.querySelectorAll('td')[column];
    if (!cell) return;
    const button = cell.querySelector('button');
    if (button && !button.disabled) return button.focus();
  }
}

/**
 * Sizes down, colours across, each cell a variant's stock (docs/product/point-of-sale.md): a
 * button that adds it. A pair the style does not come in, one out of stock and one whose whole
 * stock is already in the cart are off.
 */
export function VariantGrid({
  styleName,
  variants,
  onChoose,
}: {
  styleName: string;
  variants: PublicVariant[];
  onChoose: (variant: PublicVariant) => void;
}) {
  const lines = useAppSelector(selectTillLines);
  const table = useRef<HTMLTableElement>(null);
  // Arriving after the dialog opened (the stock loads meanwhile): the keyboard goes to the cells.
  useEffect(() => {
    table.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, []);
  const inCart = new Map(lines.map((line) => [line.id, line.quantity]));
  const sizes = SIZES.filter((size) => variants.some((variant) => variant.size === size));
  const colors = COLORS.filter((color) => variants.some((variant) => variant.color === color));

  return (
    <table
      ref={table}
      className="pos-picker"
      aria-label={`Sizes and colours of ${styleName}`}
      onKeyDown={moveFocus}
    >
      <style href="pos-picker" precedence="default">
        {STYLES}
      </style>
      <thead>
        <tr>
          <td />
          {colors.map((color) => (
            <th key={color} scope="col">
              {color}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sizes.map((size) => (
          <tr key={size}>
            <th scope="row">{size}</th>
            {colors.map((color) => {
              const variant = variants.find((item) => item.size === size && item.color === color);
              if (!variant)
                return (
                  <td key={color}>
                    <button
                      type="button"
                      className="pos-picker-cell"
                      disabled
                      aria-label={`${size} ${color}, not available`}
                    >
                      –
                    </button>
                  </td>
                );
              const stock = variant.quantity_in_stock;
              const taken = inCart.get(variant.id) ?? 0;
              const state = taken
                ? `${stock} in stock, ${taken} in cart`
                : `${Math.max(stock, 0)} in stock`;
              return (
                <td key={color}>
                  <button
                    type="button"
                    className="pos-picker-cell"
                    disabled={stock <= 0 || taken >= lineLimit(variant)}
                    aria-label={`${size} ${color}, ${state}`}
                    onClick={() => onChoose(variant)}
                  >
                    {Math.max(stock, 0)}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
