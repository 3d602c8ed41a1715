import { useEffect, useRef, useState } from 'react';
import { STOCK_STATUS_LABELS, STOCK_STATUSES, type StyleSort } from '@shop/contracts';
import { useGetCategoriesQuery, useSignedOut } from '@shop/shop-state';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Input } from '@shop/ui/forms';
import { SEARCH_DELAY_MS } from '../inventory/inventory-filter-bar';
import { useGetSuppliersQuery } from '../suppliers/suppliers.api';
import { LabelledSelect } from '../labelled-select';
import type { StyleFilters } from './use-style-filters';

const SORT_OPTIONS: readonly { value: StyleSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'stock', label: 'Stock' },
];
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
];
const STOCK_OPTIONS = [
  { value: '', label: 'Any' },
  ...STOCK_STATUSES.map((status) => ({ value: status, label: STOCK_STATUS_LABELS[status] })),
];

export interface StyleFilterBarProps {
  filters: StyleFilters;
  onChange: (changes: Partial<StyleFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

const idOrNull = (value: string) => (value ? Number(value) : null);

/**
 * The style list's search (name, brand, SKU or barcode), filters and order
 * (docs/product/catalogue.md#back-office-catalogue). The search waits for a pause in typing,
 * and follows the address when it changes from outside (Back, Clear Filters).
 */
export function StyleFilterBar({ filters, onChange, onClear }: StyleFilterBarProps) {
  const signedOut = useSignedOut();
  const categories = useGetCategoriesQuery(undefined, { skip: signedOut }).data?.categories ?? [];
  const suppliers = useGetSuppliersQuery(undefined, { skip: signedOut }).data ?? [];
  const [text, setText] = useState(filters.search);
  const applied = useRef(filters.search);

  useEffect(() => {
    if (filters.search !== applied.current) {
      applied.current = filters.search;
      setText(filters.search);
    }
  }, [filters.search]);

  useEffect(() => {
    const search = text.trim();
    if (search === applied.current) return undefined;
    const timer = setTimeout(() => {
      applied.current = search;
      onChange({ search }, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return (
    <div
      role="search"
      aria-label="Catalogue filters"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'end',
        gap: tokens.space.md,
        marginBottom: tokens.space.lg,
      }}
    >
      <Input
        type="search"
        aria-label="Search styles"
        placeholder="Search by name, brand, SKU or barcode"
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ flex: '1 1 260px', maxWidth: 360 }}
      />
      <LabelledSelect
        label="Category"
        value={String(filters.categoryId ?? '')}
        options={[
          { value: '', label: 'All' },
          ...categories.map(({ id, name }) => ({ value: String(id), label: name })),
        ]}
        onChange={(value) => onChange({ categoryId: idOrNull(value) })}
      />
      <LabelledSelect
        label="Supplier"
        value={String(filters.supplierId ?? '')}
        options={[
          { value: '', label: 'All' },
          ...suppliers.map(({ id, name }) => ({ value: String(id), label: name })),
        ]}
        onChange={(value) => onChange({ supplierId: idOrNull(value) })}
      />
      <LabelledSelect
        label="Status"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(value) => onChange({ status: value as StyleFilters['status'] })}
      />
      <LabelledSelect
        label="Stock"
        value={filters.stockStatus ?? ''}
        options={STOCK_OPTIONS}
        onChange={(value) =>
          onChange({ stockStatus: (value || null) as StyleFilters['stockStatus'] })
        }
      />
      <LabelledSelect
        label="Sort by"
        value={filters.sort}
        options={SORT_OPTIONS}
        onChange={(value) => onChange({ sort: value as StyleSort })}
      />
      <Button
        onClick={() => {
          applied.current = '';
          setText('');
          onClear();
        }}
      >
        Clear Filters
      </Button>
    </div>
  );
}
