import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '@shop/shop-state';
import { Panel, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import {
  selectTillCount,
  selectTillLines,
  selectTillSelectedId,
  selectTillTotal,
  tillLineRemoved,
  tillQuantitySet,
  tillSelectionMoved,
  type TillLine,
} from '../till.slice';
import { TillLineItem } from './till-line';
import { CartTotals } from '../discounts/cart-totals';
import type { DiscountTarget } from '../discounts/discount-dialog';

const STYLES = `
  .pos-lines { list-style: none; margin: 0; padding: 0; }
  .pos-line { display: flex; flex-wrap: wrap; align-items: center; gap: var(--shop-space-xs);
    padding: var(--shop-space-xs); border-radius: var(--shop-radius-md);
    border-inline-start: 4px solid transparent; }
  .pos-line + .pos-line { border-top: 1px solid var(--shop-line); }
  .pos-line[aria-current='true'] { background: var(--shop-fill); border-inline-start-color: var(--shop-brand); }
  .pos-line:focus-visible { outline: 3px solid var(--shop-brand); outline-offset: 1px; }
  .pos-totals { display: grid; gap: var(--shop-space-xxs); margin: var(--shop-space-md) 0; }
  .pos-totals > div { display: flex; justify-content: space-between; }
  .pos-totals dd { margin: 0; font-weight: 700; }
`;

const PLUS = new Set(['+', '=', 'Add']);
const MINUS = new Set(['-', '−', 'Subtract']);

/** Puts the keyboard on the selected line of `list` (the first when none is). */
export function focusSelectedLine(list: HTMLElement | null) {
  const line =
    list?.querySelector<HTMLElement>('[aria-current="true"]') ??
    list?.querySelector<HTMLElement>('li');
  line?.focus();
}

/**
 * The till's cart (docs/product/point-of-sale.md): its lines, the number of pieces and the total,
 * and Checkout. On a line, ↑ and ↓ move through the lines, + and − change the quantity,
 * Delete removes it and Escape goes back to the search (`onLeave`).
 */
export function TillCart({
  listRef,
  onCheckout,
  onLeave,
  onDiscount,
}: {
  listRef: RefObject<HTMLUListElement | null>;
  onCheckout: () => void;
  onLeave: () => void;
  /** Opens the discount dialog for a line or the whole sale (docs/product/point-of-sale.md#discounts). */
  onDiscount: (target: DiscountTarget) => void;
}) {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectTillLines);
  const selectedId = useAppSelector(selectTillSelectedId);
  const count = useAppSelector(selectTillCount);
  const total = useAppSelector(selectTillTotal);
  const selectedLine = useRef<HTMLLIElement | null>(null);

  // The keyboard follows the selection while it is in the cart (arrows, Delete).
  const keyboardInCart = useRef(false);
  useEffect(() => {
    if (!keyboardInCart.current) return;
    keyboardInCart.current = false;
    if (selectedLine.current) selectedLine.current.focus();
    else onLeave();
  }, [selectedId, lines.length, onLeave]);

  function onKeys(event: KeyboardEvent<HTMLLIElement>, line: TillLine) {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey)
      return;
    const { key } = event;
    const act = (action: () => void) => {
      event.preventDefault();
      keyboardInCart.current = true;
      action();
    };
    if (key === 'ArrowDown') act(() => dispatch(tillSelectionMoved(1)));
    else if (key === 'ArrowUp') act(() => dispatch(tillSelectionMoved(-1)));
    else if (PLUS.has(key))
      act(() => dispatch(tillQuantitySet({ id: line.id, quantity: line.quantity + 1 })));
    else if (MINUS.has(key))
      act(() => dispatch(tillQuantitySet({ id: line.id, quantity: line.quantity - 1 })));
    else if (key === 'Delete' || key === 'Backspace') act(() => dispatch(tillLineRemoved(line.id)));
    else if (key === 'Escape') {
      event.preventDefault();
      onLeave();
    }
  }

  return (
    <Panel style={{ padding: tokens.space.lg, height: 'auto' }}>
      <style href="pos-cart" precedence="default">
        {STYLES}
      </style>
      <h2 style={{ fontSize: tokens.fontSize.lg, margin: `0 0 ${tokens.space.sm}px` }}>Cart</h2>
      {lines.length === 0 ? (
        <Text muted>The cart is empty. Scan a code or add a product.</Text>
      ) : (
        <ul className="pos-lines" aria-label="Cart lines" ref={listRef}>
          {lines.map((line) => (
            <TillLineItem
              key={line.id}
              line={line}
              selected={line.id === selectedId}
              lineRef={line.id === selectedId ? selectedLine : undefined}
              onKeys={onKeys}
              onDiscount={(discounted) => onDiscount({ line: discounted })}
            />
          ))}
        </ul>
      )}
      <CartTotals count={count} total={total} />
      <Button
        block
        disabled={lines.length === 0}
        onClick={() => onDiscount('sale')}
        style={{ marginBottom: tokens.space.sm }}
      >
        Discount on Sale
      </Button>
      <Button
        type="primary"
        size="large"
        block
        disabled={lines.length === 0}
        onClick={onCheckout}
        aria-keyshortcuts="F9 Control+Enter"
      >
        Checkout
      </Button>
    </Panel>
  );
}
