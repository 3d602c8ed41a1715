import { useId, useState } from 'react';
import { COLORS, SIZES } from '@shop/contracts';
import { Button } from '@shop/ui';
import { Checkbox } from '@shop/ui/forms';
import { ChoiceFilterField, DraftFilterField, type Choice } from './filter-fields';
import { hasActiveFilters, parsePrice, parseText } from './product-filters';
import { useGetCategoriesQuery } from './products.api';
import type { ProductFiltersControl } from './use-product-filters';

const cleanText = (draft: string) => parseText(draft) ?? '';
const cleanPrice = (draft: string) => String(parsePrice(draft) ?? '');
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
 * The filter panel of spec §2. Each control writes the URL; on small screens the
 * "Filters" button shows and hides the panel (see productsStyles).
 */
export function FilterPanel({ control }: { control: ProductFiltersControl }) {
  const { filters, setFilter, clearAll } = control;
  const [open, setOpen] = useState(false);
  const id = useId();
  const categories = useCategoryChoices(filters.category);
  const priceCommit = (name: 'min_price' | 'max_price') => (value: string) =>
    setFilter(name, parsePrice(value));

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
        <DraftFilterField
          id={`${id}-search`}
          label="Search products"
          value={filters.search ?? ''}
          onCommit={(value) => setFilter('search', parseText(value))}
          clean={cleanText}
        />
        <ChoiceFilterField
          id={`${id}-category`}
          label="Category"
          value={filters.category}
          anyLabel="All categories"
          choices={categories.choices}
          loading={categories.isLoading}
          onChange={(value) => setFilter('category', value)}
        />
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
          <DraftFilterField
            id={`${id}-min`}
            label="Min price"
            type="number"
            value={String(filters.min_price ?? '')}
            onCommit={priceCommit('min_price')}
            clean={cleanPrice}
          />
          <DraftFilterField
            id={`${id}-max`}
            label="Max price"
            type="number"
            value={String(filters.max_price ?? '')}
            onCommit={priceCommit('max_price')}
            clean={cleanPrice}
          />
        </div>
        <ChoiceFilterField
          id={`${id}-size`}
          label="Size"
          value={filters.size}
          anyLabel="All sizes"
          choices={SIZES.map((size) => ({ value: size, label: size }))}
          onChange={(value) =>
            setFilter(
              'size',
              SIZES.find((size) => size === value),
            )
          }
        />
        <ChoiceFilterField
          id={`${id}-color`}
          label="Color"
          value={filters.color}
          anyLabel="All colors"
          choices={COLORS.map((color) => ({ value: color, label: color }))}
          onChange={(value) =>
            setFilter(
              'color',
              COLORS.find((color) => color === value),
            )
          }
        />
        <Checkbox
          checked={filters.in_stock_only ?? false}
          onChange={(event) => setFilter('in_stock_only', event.target.checked || undefined)}
        >
          In Stock Only
        </Checkbox>
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
