import { useId, useState, type CSSProperties } from 'react';
import { Button } from 'antd';
// A kit takes the plain widgets and tokens from the shared `@shop/ui` (the federation
// singleton already on the page), not from their files: that would bundle a second copy
// of them into the kit.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { tokens, VisuallyHidden, visuallyHiddenStyle } from '@shop/ui';

/** Whole pieces from `min` up to `max` (when `max` is below `min`, `min`). */
export function clampQuantity(value: number, max: number, min = 1): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(Math.floor(value), min), Math.max(max, min));
}

const STYLES = `
  .shop-quantity-input { width: 72px; height: 32px; padding: 0 8px; text-align: center;
    font: inherit; border: 1px solid ${tokens.color.faint}; border-radius: ${tokens.radius.md}px; }
  .shop-quantity-input:focus-visible { outline: 3px solid ${tokens.color.brand}; outline-offset: 1px; }
`;

const labelStyle: CSSProperties = {
  display: 'block',
  fontWeight: 600,
  marginBottom: tokens.space.xs,
};

export interface QuantityStepperProps {
  value: number;
  /** Called with a whole number between `min` and `max`. */
  onChange: (quantity: number) => void;
  min?: number;
  /** The most there can be (the stock); no limit by default. */
  max?: number;
  /** The field's name: "Quantity", or "Quantity of Aero Tee" where several are listed. */
  label?: string;
  /** Keep the label for screen readers only (a cart line says what it is already). */
  hideLabel?: boolean;
  decreaseLabel?: string;
  increaseLabel?: string;
  disabled?: boolean;
}

/**
 * −, a number field, +. Typing is free while the field has focus (a shopper may clear
 * it to type 3); what is typed reaches `onChange` clamped, text that is not a number is
 * ignored, and leaving the field shows the value again. The buttons' names are
 * screen-reader text, not `aria-label`, so a search for the field's label finds the
 * field alone. antd's Button, like the buttons beside it on the screens that use it
 * (detail page, cart, back office), inside their `ShopTheme`.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Infinity,
  label = 'Quantity',
  hideLabel = false,
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  disabled = false,
}: QuantityStepperProps) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);

  function type(typed: string) {
    setText(typed);
    const number = Number(typed);
    if (typed.trim() !== '' && Number.isFinite(number)) onChange(clampQuantity(number, max, min));
  }

  return (
    <div>
      <style href="shop-quantity-stepper" precedence="default">
        {STYLES}
      </style>
      <label htmlFor={id} style={hideLabel ? visuallyHiddenStyle : labelStyle}>
        {label}
      </label>
      <div style={{ display: 'inline-flex', alignItems: 'center', gap: tokens.space.xs }}>
        <Button
          onClick={() => onChange(clampQuantity(value - 1, max, min))}
          disabled={disabled || value <= min}
        >
          <span aria-hidden="true">−</span>
          <VisuallyHidden>{decreaseLabel}</VisuallyHidden>
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="shop-quantity-input"
          min={min}
          max={Number.isFinite(max) ? max : undefined}
          step={1}
          value={text ?? String(value)}
          disabled={disabled}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setText(null)}
        />
        <Button
          onClick={() => onChange(clampQuantity(value + 1, max, min))}
          disabled={disabled || value >= max}
        >
          <span aria-hidden="true">+</span>
          <VisuallyHidden>{increaseLabel}</VisuallyHidden>
        </Button>
      </div>
    </div>
  );
}
