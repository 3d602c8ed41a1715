import { STOCK_STATUS_LABELS, STOCK_STATUSES, type StyleSort } from '@shop/contracts';
import { useGetCategoriesQuery, useSignedOut } from '@shop/shop-state';
import { Input } from '@shop/ui/forms';
import {
  FilterBar,
  LabelledSelect,
  type ListFiltersProps,
  useDebouncedSearch,
} from '@shop/ui/lists';
import { useGetSuppliersQuery } from '../suppliers/suppliers.api';
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

export type StyleFilterBarProps = ListFiltersProps<StyleFilters>;

const idOrNull = (value: string) => (value ? Number(value) : null);

/**
 * The style list's search (name, brand, SKU or barcode), filters and order
 * (docs/product/catalogue.md#back-office-catalogue).
 */
export function StyleFilterBar({ filters, onChange, onClear }: StyleFilterBarProps) {
  const signedOut = useSignedOut();
  const categories = useGetCategoriesQuery(undefined, { skip: signedOut }).data?.categories ?? [];
  const suppliers = useGetSuppliersQuery(undefined, { skip: signedOut }).data ?? [];
  const search = useDebouncedSearch(filters, 'search', onChange);

  return (
    <FilterBar label="Catalogue filters" align="end" search={search} onClear={onClear}>
      <Input
        type="search"
        aria-label="Search styles"
        placeholder="Search by name, brand, SKU or barcode"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
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
    </FilterBar>
  );
}
