import { useId, useState } from 'react';
import { useGetCategoriesQuery } from '@shop/shop-state';
import { PlainButton, tokens } from '@shop/ui';
import type { Choice } from './filter-fields';
import { FilterFieldset } from './filter-fieldset';
import { FilterStyles } from './filter-styles';
import { hasActiveFilters } from './product-filters';
import type { ProductFiltersControl } from './use-product-filters';

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function useCategoryChoices(current: string | undefined) {
  const { data, isLoading } = useGetCategoriesQuery();
  const names = (data?.categories ?? []).map((category) => category.name.toLowerCase());
  // A category from a shared link stays selectable while the list loads (or if it fails).
  if (current && !names.includes(current)) names.push(current);
  const choices: Choice[] = names.map((name) => ({ value: name, label: capitalised(name) }));
  return { choices, isLoading };
}

/**
 * The filter panel of docs/product/storefront.md#products-list. Each control writes the URL; on
 * small screens the "Filters" button shows and hides the panel (filter-styles.tsx).
 */
export function FilterPanel({ control }: { control: ProductFiltersControl }) {
  const { filters, clearAll } = control;
  const [open, setOpen] = useState(false);
  const id = useId();
  const categories = useCategoryChoices(filters.category);

  return (
    <div className="sf-filters">
      <FilterStyles />
      {/* The wrapper, not the button, is hidden: the button's own display rule would win. */}
      <div className="sf-filters-toggle">
        <PlainButton
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          Filters
        </PlainButton>
      </div>
      <form
        id={`${id}-panel`}
        className="sf-filters-panel"
        data-open={open}
        role="search"
        aria-label="Product filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterFieldset id={id} control={control} categories={categories} />
        <PlainButton
          block
          onClick={clearAll}
          disabled={!hasActiveFilters(filters)}
          style={{ marginTop: tokens.space.lg }}
        >
          Clear All
        </PlainButton>
      </form>
    </div>
  );
}
