// A kit takes the shared `@shop/ui` and the other kits as the federation singletons already on
// the page, as pager.tsx explains.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { tokens } from '@shop/ui';
import { LabelledField } from './labelled-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface LabelledSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  id?: string;
}

/**
 * A native select with its label above it: the keyboard, the screen reader and a phone's picker
 * all work as the platform's do, and the list's filters stay one click each.
 */
export function LabelledSelect({ label, value, options, onChange, id }: LabelledSelectProps) {
  return (
    <LabelledField label={label} id={id}>
      {(selectId) => (
        <select
          id={selectId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          style={{
            minHeight: 32,
            padding: `0 ${tokens.space.sm}px`,
            borderRadius: tokens.radius.sm,
            border: `1px solid ${tokens.color.control}`,
            background: tokens.color.white,
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
