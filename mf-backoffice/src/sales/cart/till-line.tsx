import type { KeyboardEvent, Ref } from 'react';
import { lineTotal, useAppDispatch } from '@shop/shop-state';
import { Price, Text, tokens, variantLabel, VisuallyHidden } from '@shop/ui';
import { Button, QuantityStepper } from '@shop/ui/controls';
import {
  lineLimit,
  tillLineRemoved,
  tillLineSelected,
  tillQuantitySet,
  type TillLine,
} from '../till.slice';
import { LineDiscountButton, LineDiscountNote } from '../discounts/line-discount';

/**
 * One line of the till's cart: what, how many (−, a field, +), the line total and Remove.
 * The selected line is the one the keyboard acts on; it is the cart's one tab stop
 * (a roving tab index) and takes the arrow, + / −, and Delete keys (`onKeys`).
 */
export function TillLineItem({
  line,
  selected,
  lineRef,
  onKeys,
  onDiscount,
}: {
  line: TillLine;
  selected: boolean;
  lineRef?: Ref<HTMLLIElement>;
  onKeys: (event: KeyboardEvent<HTMLLIElement>, line: TillLine) => void;
  onDiscount: (line: TillLine) => void;
}) {
  const dispatch = useAppDispatch();
  const limit = Math.max(lineLimit(line), 1);
  const short = line.quantity > line.quantity_in_stock;
  return (
    <li
      ref={lineRef}
      tabIndex={selected ? 0 : -1}
      aria-current={selected ? 'true' : undefined}
      aria-label={`${line.name}, quantity ${line.quantity}`}
      className="pos-line"
      onFocus={(event) => {
        if (event.target === event.currentTarget && !selected) dispatch(tillLineSelected(line.id));
      }}
      onClick={() => dispatch(tillLineSelected(line.id))}
      onKeyDown={(event) => onKeys(event, line)}
    >
      <div style={{ flex: '1 1 160px', minWidth: 0 }}>
        <div style={{ fontWeight: 600 }}>{line.name}</div>
        <Text muted as="div" style={{ fontSize: tokens.fontSize.sm }}>
          {variantLabel(line)} · {line.sku} · <Price value={line.selling_price} /> each
        </Text>
        {short && (
          <Text as="div" style={{ color: tokens.color.danger, fontSize: tokens.fontSize.sm }}>
            Only {line.quantity_in_stock} in stock
          </Text>
        )}
        <LineDiscountNote line={line} />
      </div>
      <QuantityStepper
        value={line.quantity}
        max={limit}
        onChange={(quantity) => dispatch(tillQuantitySet({ id: line.id, quantity }))}
        label={`Quantity of ${line.name}`}
        hideLabel
        decreaseLabel={`One fewer ${line.name}`}
        increaseLabel={`One more ${line.name}`}
      />
      <strong style={{ minWidth: 80, textAlign: 'right' }}>
        <Price value={lineTotal(line)} />
      </strong>
      <LineDiscountButton line={line} onDiscount={onDiscount} />
      <Button type="text" danger onClick={() => dispatch(tillLineRemoved(line.id))}>
        Remove
        <VisuallyHidden> {line.name}</VisuallyHidden>
      </Button>
    </li>
  );
}
