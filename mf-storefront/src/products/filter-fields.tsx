import type { ReactNode } from 'react';
import { useDraftText } from './use-draft-text';

// Native inputs and selects, styled in productsStyles: the filters are the only
// controls on the products list, and antd's (the form kit, ~100 KB gzip) would
// double what the page loads. Native selects also open the phone's own picker.

/** Label above the control, as in the shop's forms. */
function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="sf-field">
      <label htmlFor={id} className="sf-field-label">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A typed filter (search text, a price). The list follows after a short pause, on
 * Enter or on leaving the field; see useDraftText.
 */
export function DraftFilterField({
  id,
  label,
  value,
  onCommit,
  clean,
  type = 'search',
}: {
  id: string;
  label: string;
  value: string;
  onCommit: (value: string) => void;
  clean: (draft: string) => string;
  type?: 'search' | 'number';
}) {
  const { draft, setDraft, flush } = useDraftText(value, onCommit, clean);
  return (
    <FilterField id={id} label={label}>
      <input
        id={id}
        name={id}
        className="sf-input"
        type={type}
        {...(type === 'number' && { min: 0, step: 0.01, inputMode: 'decimal' as const })}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={flush}
        onKeyDown={(event) => event.key === 'Enter' && flush()}
        autoComplete="off"
      />
    </FilterField>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A one-of filter (category, size, colour); the first choice means "any". */
export function ChoiceFilterField({
  id,
  label,
  value,
  anyLabel,
  choices,
  loading = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  anyLabel: string;
  choices: Choice[];
  loading?: boolean;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <FilterField id={id} label={label}>
      <select
        id={id}
        name={id}
        className="sf-select"
        value={value ?? ''}
        aria-busy={loading}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
