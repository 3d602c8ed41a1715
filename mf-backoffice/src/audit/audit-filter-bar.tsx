import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from '@shop/contracts';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Input } from '@shop/ui/forms';
import { SEARCH_DELAY_MS } from '../inventory/inventory-filter-bar';
import { LabelledSelect } from '../labelled-select';
import type { AuditFilters } from './use-audit-filters';

const KIND_OPTIONS = [
  { value: '', label: 'Any' },
  ...AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] })),
];

export interface AuditFilterBarProps {
  filters: AuditFilters;
  onChange: (changes: Partial<AuditFilters>, options?: { replace?: boolean }) => void;
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
 * The person waits for a pause in typing and follows the address when it changes from outside.
 */
export function AuditFilterBar({ filters, onChange, onClear }: AuditFilterBarProps) {
  const [person, setPerson] = useState(filters.person);
  const applied = useRef(filters.person);

  useEffect(() => {
    if (filters.person !== applied.current) {
      applied.current = filters.person;
      setPerson(filters.person);
    }
  }, [filters.person]);

  useEffect(() => {
    const wanted = person.trim();
    if (wanted === applied.current) return undefined;
    const timer = setTimeout(() => {
      applied.current = wanted;
      onChange({ person: wanted }, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [person, onChange]);

  return (
    <div
      role="search"
      aria-label="Audit filters"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'end',
        gap: tokens.space.md,
        marginBottom: tokens.space.lg,
      }}
    >
      <Field label="Person">
        {(id) => (
          <Input
            id={id}
            type="search"
            placeholder="Username"
            value={person}
            onChange={(event) => setPerson(event.target.value)}
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
      <Button
        onClick={() => {
          applied.current = '';
          setPerson('');
          onClear();
        }}
      >
        Clear Filters
      </Button>
    </div>
  );
}
