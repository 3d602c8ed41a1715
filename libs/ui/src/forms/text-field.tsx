import type { ReactNode } from 'react';
import { Input } from 'antd';
import { brand } from '../theme';

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
  autoComplete?: string;
  readOnly?: boolean;
  /** Replaces the plain input, e.g. with a password input; gets the same wiring. */
  suffix?: ReactNode;
  inputType?: string;
}

/** Label above, input, and the field's message right under it (spec §8). */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ marginBottom: 18 }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
        {label}
        {hint && (
          <>
            {' '}
            <span style={{ fontWeight: 400, color: brand.muted }}>({hint})</span>
          </>
        )}
      </label>
      {children}
      {error && (
        <div
          id={`${id}-error`}
          role="alert"
          style={{ color: '#b91c1c', fontSize: 14, marginTop: 6, lineHeight: 1.4 }}
        >
          {error}
        </div>
      )}
    </div>
  );
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
