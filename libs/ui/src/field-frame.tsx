import type { ReactNode } from 'react';
import { tokens } from './tokens';

/**
 * Label above, the control, and the field's message right under it
 * (docs/product/roles-and-rules.md#error-catalogue). Plain elements, so it lives in the light
 * facade: the form kit's fields use it, and so do screens with native controls that must not load
 * the kit (the product filters).
 */
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
            <span style={{ fontWeight: 400, color: tokens.color.muted }}>({hint})</span>
          </>
        )}
      </label>
      {children}
      {error && (
        <div
          id={`${id}-error`}
          role="alert"
          style={{
            color: tokens.color.danger,
            fontSize: tokens.fontSize.sm,
            marginTop: 6,
            lineHeight: 1.4,
          }}
        >
          {error}
        </div>
      )}
    </div>
  );
}
