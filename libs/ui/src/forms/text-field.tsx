import type { ReactNode } from 'react';
import { Input } from 'antd';
import { FieldFrame } from '../field-frame';

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** A short note under the label, e.g. "Optional". */
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  /** An example of what goes here ("e.g. Net 30, COD"); never the only label. */
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
  /** Replaces the plain input, e.g. with a password input; gets the same wiring. */
  suffix?: ReactNode;
  inputType?: string;
}

/** A labelled text input whose message is announced and linked to it. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  type = 'text',
  placeholder,
  autoComplete,
  readOnly = false,
  suffix,
  inputType,
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        name={name}
        type={inputType ?? type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
        autoComplete={autoComplete}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'outlined'}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        suffix={suffix}
        size="large"
      />
    </FieldFrame>
  );
}
