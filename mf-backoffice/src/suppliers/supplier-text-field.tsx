import { FieldFrame } from '@shop/ui';
import { Input } from '@shop/ui/forms';

export interface SupplierTextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  /** An example of what goes here ("e.g. Net 30, COD"); never the only label. */
  placeholder?: string;
  autoComplete?: string;
}

/**
 * A labelled text input whose message is announced and linked to it: the form kit's
 * `TextField` plus a placeholder, which the supplier form shows as examples
 * (docs/product.md §2) and `TextField` does not take.
 */
export function SupplierTextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  type = 'text',
  placeholder,
  autoComplete = 'off',
}: SupplierTextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <Input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
        autoComplete={autoComplete}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        size="large"
      />
    </FieldFrame>
  );
}
