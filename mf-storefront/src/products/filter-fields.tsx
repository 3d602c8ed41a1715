import type { KeyboardEvent } from 'react';
import { FieldFrame, Select, TextField } from '@shop/ui/forms';
import { useDraftText } from './use-draft-text';

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
  // Enter commits at once; the key event bubbles here from the field's input.
  const onKeyDown = (event: KeyboardEvent) => event.key === 'Enter' && flush();
  return (
    <div onKeyDown={onKeyDown}>
      <TextField
        id={id}
        name={id}
        label={label}
        value={draft}
        onChange={setDraft}
        onBlur={flush}
        inputType={type}
        autoComplete="off"
      />
    </div>
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
      <Select
        id={id}
        value={value ?? ''}
        onChange={(next: string) => onChange(next || undefined)}
        options={[{ value: '', label: anyLabel }, ...choices]}
        loading={loading}
        // Plain (not virtual) options carry role="option", so they can be found and read.
        virtual={false}
        style={{ width: '100%' }}
      />
    </FieldFrame>
  );
}
