import { FieldFrame } from '@shop/ui';
import { useDraftText } from './use-draft-text';

// Native inputs and selects, styled in filter-styles.tsx: the filters are the only
// controls on the products list, and antd's (the form kit, ~100 KB gzip) would
// double what the page loads. Native selects also open the phone's own picker.

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
    <FieldFrame id={id} label={label}>
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
    </FieldFrame>
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
    <FieldFrame id={id} label={label}>
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
    </FieldFrame>
  );
}
