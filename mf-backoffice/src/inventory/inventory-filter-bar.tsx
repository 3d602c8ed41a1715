import { useEffect, useRef, useState } from 'react';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Checkbox, Input } from '@shop/ui/forms';
import type { InventoryFilters } from './use-inventory-filters';

/** How long the search box waits after the last keystroke before it asks the API. */
export const SEARCH_DELAY_MS = 300;

export interface InventoryFilterBarProps {
  filters: InventoryFilters;
  onChange: (changes: Partial<InventoryFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/**
 * Search box, Low Stock Only, Out of Stock Only and Clear Filters (docs/product/inventory.md).
 * Both boxes checked mean both states. The search follows the address when it
 * changes from outside (Back, Clear Filters).
 */
export function InventoryFilterBar({ filters, onChange, onClear }: InventoryFilterBarProps) {
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
      aria-label="Inventory filters"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: tokens.space.md,
        marginBottom: tokens.space.lg,
      }}
    >
      <Input
        type="search"
        aria-label="Search inventory"
        placeholder="Search by name, brand or SKU"
        value={text}
        onChange={(event) => setText(event.target.value)}
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
