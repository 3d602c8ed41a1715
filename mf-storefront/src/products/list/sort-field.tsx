import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '@shop/contracts';

/** What each order of docs/product/storefront.md#products-list is called in the select. */
const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name: A to Z',
};

/** The list's order, a native select like the filters (the list loads no antd). */
export function SortField({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  const id = useId();
  return (
    <div className="sf-sort">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name="sort"
        value={value}
        onChange={(event) =>
          onChange(PRODUCT_SORTS.find((sort) => sort === event.target.value) ?? 'newest')
        }
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
