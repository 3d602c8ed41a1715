import { useId, type ReactNode } from 'react';
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from '@shop/contracts';
import { tokens } from '@shop/ui';
import { Input } from '@shop/ui/forms';
import { LabelledSelect } from '../labelled-select';
import { FilterBar } from '../lists/filter-bar';
import { useDebouncedSearch } from '../lists/use-debounced-search';
import type { ChangeFilters } from '../lists/use-url-filters';
import type { AuditFilters } from './use-audit-filters';

const KIND_OPTIONS = [
  { value: '', label: 'Any' },
  ...AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] })),
];

export interface AuditFilterBarProps {
  filters: AuditFilters;
  onChange: ChangeFilters<AuditFilters>;
  onClear: () => void;
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: tokens.space.xxs }}>
      <label htmlFor={id} style={{ fontSize: tokens.fontSize.sm }}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * Person (a username), kind and the shop days from and to (docs/product/audit.md#the-audit-screen).
 * The person is a search box: it waits for a pause in typing.
 */
export function AuditFilterBar({ filters, onChange, onClear }: AuditFilterBarProps) {
  const person = useDebouncedSearch(filters.person, (text) =>
    onChange({ person: text }, { replace: true }),
  );

  return (
    <FilterBar label="Audit filters" align="end" search={person} onClear={onClear}>
      <Field label="Person">
        {(id) => (
          <Input
            id={id}
            type="search"
            placeholder="Username"
            value={person.text}
            onChange={(event) => person.setText(event.target.value)}
            style={{ width: 200 }}
          />
        )}
      </Field>
      <LabelledSelect
        label="Kind"
        value={filters.kind}
        options={KIND_OPTIONS}
        onChange={(kind) => onChange({ kind: kind as AuditKind | '' })}
      />
      <Field label="From">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={filters.from}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        )}
      </Field>
      <Field label="To">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={filters.to}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        )}
      </Field>
    </FilterBar>
  );
}
