import { COLORS, SIZES } from '@shop/contracts';
import { tokens } from '@shop/ui';
import { ChoiceFilterField, DraftFilterField, type Choice } from './filter-fields';
import { parsePrice, parseText } from './product-filters';
import type { ProductFiltersControl } from './use-product-filters';

const cleanText = (draft: string) => parseText(draft) ?? '';
const cleanPrice = (draft: string) => String(parsePrice(draft) ?? '');

/**
 * The filter controls of docs/product/storefront.md#products-list (search, category, prices, size,
 * colour, In Stock Only).
 */
export function FilterFieldset({
  id,
  control,
  categories,
}: {
  id: string;
  control: ProductFiltersControl;
  categories: { choices: Choice[]; isLoading: boolean };
}) {
  const { filters, setFilter } = control;
  const priceCommit = (name: 'min_price' | 'max_price') => (value: string) =>
    setFilter(name, parsePrice(value));

  return (
    <>
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
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.space.sm }}>
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
      <label className="sf-check">
        <input
          type="checkbox"
          name={`${id}-in-stock`}
          checked={filters.in_stock_only ?? false}
          onChange={(event) => setFilter('in_stock_only', event.target.checked || undefined)}
        />
        In Stock Only
      </label>
    </>
  );
}
