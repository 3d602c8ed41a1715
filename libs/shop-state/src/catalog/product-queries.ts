import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { catalogApi, type ProductListArgs } from './catalog.api';
import { selectProductViewer } from './product-viewer';

// Without `selectFromResult`: the hooks' result type is inferred from it, and taken
// from the hook's signature it would turn every result's `data` into `any`.
type QueryOptions<Hook extends (...args: never[]) => unknown> = Omit<
  NonNullable<Parameters<Hook>[1]>,
  'selectFromResult'
>;
type ProductsOptions = QueryOptions<typeof catalogApi.useGetProductsQuery>;
type ProductOptions = QueryOptions<typeof catalogApi.useGetProductQuery>;
type FetchOptions = Parameters<typeof catalogApi.endpoints.getProduct.initiate>[1];

/** `getProducts` for the signed-in viewer (cached apart per viewer). */
export function useProductsQuery(args: ProductListArgs, options?: ProductsOptions) {
  const viewer = useAppSelector(selectProductViewer);
  return catalogApi.useGetProductsQuery({ ...args, viewer }, options);
}

/** `getProduct` for the signed-in viewer (cached apart per viewer). */
export function useProductQuery(id: number, options?: ProductOptions) {
  const viewer = useAppSelector(selectProductViewer);
  return catalogApi.useGetProductQuery({ id, viewer }, options);
}

/**
 * Reads one product outside a component's render, for the signed-in viewer: for
 * code that reads several at once (the cart re-reads each of its lines). The
 * function changes when the viewer does, so an effect that depends on it reads again.
 */
export function useFetchProduct() {
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectProductViewer);
  return useCallback(
    (id: number, options?: FetchOptions) =>
      dispatch(catalogApi.endpoints.getProduct.initiate({ id, viewer }, options)),
    [dispatch, viewer],
  );
}
