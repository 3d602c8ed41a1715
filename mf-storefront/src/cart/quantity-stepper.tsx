import { MAX_LINE_QUANTITY } from '@shop/contracts';
import { setQuantity, useAppDispatch, type CartItem } from '@shop/shop-state';
import { Button } from '@shop/ui/controls';
import { InputNumber } from '@shop/ui/forms';

/**
 * − / number / + for one cart line. The cart slice removes a line set to zero or
 * below (spec §4), so "−" on 1 and typing 0 both take the line away. Anything that is
 * not a number is ignored rather than stored; the input shows the stored quantity
 * again when it loses focus.
 */
export function QuantityStepper({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const change = (quantity: number) =>
    dispatch(setQuantity({ id: item.id, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }));

  return (
    <div style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Button
        aria-label={`Decrease quantity of ${item.name}`}
        onClick={() => change(item.quantity - 1)}
      >
        <span aria-hidden>−</span>
      </Button>
      <InputNumber
        aria-label={`Quantity of ${item.name}`}
        value={item.quantity}
        controls={false}
        // The server takes at most this many of one product per purchase.
        max={MAX_LINE_QUANTITY}
        precision={0}
        style={{ width: 64 }}
        onChange={(value) => {
          if (typeof value === 'number' && Number.isFinite(value)) change(Math.trunc(value));
        }}
      />
      <Button
        aria-label={`Increase quantity of ${item.name}`}
        disabled={item.quantity >= MAX_LINE_QUANTITY}
        onClick={() => change(item.quantity + 1)}
      >
        <span aria-hidden>+</span>
      </Button>
    </div>
  );
}
