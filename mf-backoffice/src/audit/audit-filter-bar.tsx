import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from '@shop/contracts';
import { Input } from '@shop/ui/forms';
import {
  FilterBar,
  LabelledField,
  LabelledSelect,
  type ListFiltersProps,
  useDebouncedSearch,
} from '@shop/ui/lists';
import type { AuditFilters } from './use-audit-filters';

const KIND_OPTIONS = [
  { value: '', label: 'Any' },
  ...AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] })),
];

export type AuditFilterBarProps = ListFiltersProps<AuditFilters>;

/**
 * Person (a username), kind and the shop days from and to (docs/product/audit.md#the-audit-screen).
 * The person is a search box: it waits for a pause in typing.
 */
export function AuditFilterBar({ filters, onChange, onClear }: AuditFilterBarProps) {
  const person = useDebouncedSearch(filters, 'person', onChange);

  return (
    <FilterBar label="Audit filters" align="end" search={person} onClear={onClear}>
      <LabelledField label="Person">
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
      </LabelledField>
      <LabelledSelect
        label="Kind"
        value={filters.kind}
        options={KIND_OPTIONS}
        onChange={(kind) => onChange({ kind: kind as AuditKind | '' })}
      />
      <LabelledField label="From">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={filters.from}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        )}
      </LabelledField>
      <LabelledField label="To">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={filters.to}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        )}
      </LabelledField>
    </FilterBar>
  );
}
