import { lazy, Suspense, useId, useState } from 'react';
import { Button, SkeletonBlock } from '@shop/ui';
import type { Choice } from './filter-fields';
import { hasActiveFilters } from './product-filters';
import { useGetCategoriesQuery } from './products.api';
import type { ProductFiltersControl } from './use-product-filters';

// The controls need the form kit (~80 KB gzip of antd inputs and selects); loaded
// apart, the heading and the product grid show without waiting for it.
const FilterFieldset = lazy(() => import('./filter-fieldset'));

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function useCategoryChoices(current: string | undefined) {
  const { data, isLoading } = useGetCategoriesQuery();
  const names = (data?.categories ?? []).map((category) => category.name.toLowerCase());
  // A category from a shared link stays selectable while the list loads (or if it fails).
  if (current && !names.includes(current)) names.push(current);
  const choices: Choice[] = names.map((name) => ({ value: name, label: capitalised(name) }));
  return { choices, isLoading };
}

/** Room for the controls while they load, about their height, so Clear All does not jump. */
function FieldsLoading() {
  return (
    <div aria-hidden="true" style={{ display: 'grid', gap: 12, marginBottom: 18 }}>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} style={{ display: 'grid', gap: 6, marginBottom: 18 }}>
          <SkeletonBlock width="45%" height={16} />
          <SkeletonBlock height={38} />
        </div>
      ))}
      <SkeletonBlock width="55%" height={20} />
    </div>
  );
}

/**
 * The filter panel of spec §2. Each control writes the URL; on small screens the
 * "Filters" button shows and hides the panel (see productsStyles).
 */
export function FilterPanel({ control }: { control: ProductFiltersControl }) {
  const { filters, clearAll } = control;
  const [open, setOpen] = useState(false);
  const id = useId();
  // Asked for here, not in the fieldset, so the categories load alongside the form kit.
  const categories = useCategoryChoices(filters.category);

  return (
    <div className="sf-filters">
      {/* The wrapper, not the antd button, is hidden: antd's own display rule would win. */}
      <div className="sf-filters-toggle">
        <Button aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
          Filters
        </Button>
      </div>
      <form
        id={`${id}-panel`}
        className="sf-filters-panel"
        data-open={open}
        role="search"
        aria-label="Product filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <Suspense fallback={<FieldsLoading />}>
          <FilterFieldset id={id} control={control} categories={categories} />
        </Suspense>
        <Button
          block
          onClick={clearAll}
          disabled={!hasActiveFilters(filters)}
          style={{ marginTop: 20 }}
        >
          Clear All
        </Button>
      </form>
    </div>
  );
}
