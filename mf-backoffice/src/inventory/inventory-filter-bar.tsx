import { Checkbox, Input } from '@shop/ui/forms';
import { FilterBar, type ListFiltersProps, useDebouncedSearch } from '@shop/ui/lists';
import type { InventoryFilters } from './use-inventory-filters';

export type InventoryFilterBarProps = ListFiltersProps<InventoryFilters>;

/**
 * Search box, Low Stock Only, Out of Stock Only and Clear Filters (docs/product/inventory.md).
 * Both boxes checked mean both states.
 */
export function InventoryFilterBar({ filters, onChange, onClear }: InventoryFilterBarProps) {
  const search = useDebouncedSearch(filters, 'search', onChange);
  return (
    <FilterBar label="Inventory filters" align="center" search={search} onClear={onClear}>
      <Input
        type="search"
        aria-label="Search inventory"
        placeholder="Search by name, brand or SKU"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Checkbox
        checked={filters.lowStockOnly}
        onChange={(event) => onChange({ lowStockOnly: event.target.checked })}
      >
        Low Stock Only
      </Checkbox>
      <Checkbox
        checked={filters.outOfStockOnly}
        onChange={(event) => onChange({ outOfStockOnly: event.target.checked })}
      >
        Out of Stock Only
      </Checkbox>
    </FilterBar>
  );
}
