import { FieldFrame, tokens } from '@shop/ui';
import { Input } from '@shop/ui/forms';

/**
 * The count typed, for a form schema to hand to the contract's: a whole number (with a
 * minus sign only if `signed`), or NaN, so that the contract's own message says what is
 * wrong. "1.5", "1e3" and "" are not a count of pieces.
 */
export function countOf(text: string, { signed = false } = {}): number {
  return (signed ? /^-?\d+$/ : /^\d+$/).test(text.trim()) ? Number(text) : Number.NaN;
}

/**
 * A `useZodForm` field as a NumberField's value, message and change, where `onEdit` runs on
 * each change too (to clear the API's refusal). It leaves out `onBlur`: a message waits for
 * the submit, since a count half typed is not wrong yet.
 */
export function countField(
  { id, value, error, onChange }: Pick<NumberFieldProps, 'id' | 'value' | 'error' | 'onChange'>,
  onEdit: () => void,
) {
  return {
    id,
    value,
    error,
    onChange: (text: string) => {
      onChange(text);
      onEdit();
    },
  };
}

export interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  min?: number;
  max?: number;
  /** A line under the input that tells more (the current stock, a suggestion). */
  note?: string;
}

/**
 * A labelled whole-number input whose message is announced and linked to it. The
 * value stays text, so what the user typed is what gets checked: a number input
 * that clamped or rounded on its own would hide a wrong quantity.
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  min,
  max,
  note,
}: NumberFieldProps) {
  const described = [note ? `${id}-note` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        size="large"
      />
      {note && (
        <div
          id={`${id}-note`}
          style={{ marginTop: tokens.space.xxs, fontSize: tokens.fontSize.sm }}
        >
          {note}
        </div>
      )}
    </FieldFrame>
  );
}
