/**
 * @shop/ui/lists: what a list screen is built from (docs/conventions.md#the-remote-template):
 * `useUrlFilters` keeps the filters, order and page in the address, one `UrlField` per filter;
 * `FilterBar` with `useDebouncedSearch` lays them out with Clear Filters last, `LabelledField`
 * and `LabelledSelect` label each; `ListResults` shows the first load, a failure with Retry,
 * "Showing N of M", the rows and the pager. The back office's lists and the account's orders
 * desk use it, so it is a kit shared once rather than a folder copied. It holds no router: the
 * screen hands `useUrlFilters` its `useSearchParams()`. Nothing on the first pages imports it.
 */
export {
  dayField,
  flagField,
  idField,
  oneOfField,
  positiveNumber,
  sortField,
  textField,
  type UrlField,
} from './url-fields';
export {
  useUrlFilters,
  type ChangeFilters,
  type ListFiltersProps,
  type ListPaging,
  type SearchParamsState,
  type UrlFieldSpec,
  type UrlFilters,
} from './use-url-filters';
export { SEARCH_DELAY_MS, useDebouncedSearch, type DebouncedSearch } from './use-debounced-search';
export { FilterBar, type FilterBarProps } from './filter-bar';
export { ListResults, type ListQuery, type ListResultsProps } from './list-results';
export { LabelledField, type LabelledFieldProps } from './labelled-field';
export { LabelledSelect, type LabelledSelectProps, type SelectOption } from './labelled-select';
