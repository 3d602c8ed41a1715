import { useId, useState } from 'react';
import { Button } from '@shop/ui/controls';
import { VisuallyHidden } from './visually-hidden';

/** Whole pieces from 1 (spec §5) up to `max`, the stock when it is known. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.floor(value), 1), Math.max(max, 1));
}

/**
 * The detail page's quantity: −, a number field labelled "Quantity", +. Typing is
 * free while the field has focus (a shopper may clear it to type 3); leaving it
 * settles the text on the quantity that will be added.
 */
export function QuantityStepper({
  quantity,
  max,
  disabled = false,
  onChange,
}: {
  quantity: number;
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);

  function type(value: string) {
    setText(value);
    if (value.trim() !== '') onChange(clampQuantity(Number(value), max));
  }

  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
        Quantity
      </label>
      <div style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Button
          onClick={() => onChange(clampQuantity(quantity - 1, max))}
          disabled={disabled || quantity <= 1}
        >
          <span aria-hidden="true">−</span>
          <VisuallyHidden>Decrease quantity</VisuallyHidden>
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Number.isFinite(max) ? max : undefined}
          step={1}
          value={text ?? String(quantity)}
          disabled={disabled}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setText(null)}
          className="sf-quantity-input"
        />
        <Button
          onClick={() => onChange(clampQuantity(quantity + 1, max))}
          disabled={disabled || quantity >= max}
        >
          <span aria-hidden="true">+</span>
          <VisuallyHidden>Increase quantity</VisuallyHidden>
        </Button>
      </div>
    </div>
  );
}
